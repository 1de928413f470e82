# A named tuple parameter (a `collections.namedtuple` instance, Numba's
# NamedTuple and NamedUniTuple), which signatures write
# `namedtuple(Point, x: int64, y: float64)`: its fields read by name and by
# index, and it passes to device functions, which read them by name too.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], namedtuple(Point, x: int64, y: float64)" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def norm1(p):
    return abs(p.x) + abs(p.y)


@cuda.jit
def k(r, p):
    r[0] = p.x
    r[1] = p[1]
    r[2] = norm1(p)
    x, y = p
    r[3] = x * y + len(p)

# CHECK: Kernel k(float64[::1], namedtuple(Point, x: int64, y: float64))
# CHECK: Attribute .x <{{.*}}> : int64
# CHECK-NEXT: Name p <{{.*}}> : namedtuple(Point, x: int64, y: float64)
# CHECK: Subscript <{{.*}}> : float64
# CHECK: Call <{{.*}}> : float64
# CHECK: Name x <{{.*}}> : int64
