# docs/language.md, "Typing rules": tuple arguments.
# RUN: %dslc compile --emit=typed %s --kernel k | FileCheck %s
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], namedtuple(Point, x: float64, y: float64), tuple(float64[::1], int64)" | FileCheck %s --check-prefix=OTHER
from numba import cuda


@cuda.jit("void(float64[::1], namedtuple(Point, x: int64, y: int64), Tuple((float64[::1], int64)))")
def k(out, p, pair):
    data, n = pair                   # unpacked: float64[::1] and int64
    for i in range(n):
        out[i] = data[i] * p.x + p[1]    # a field by name or by index
    out[n] = len(pair)               # 2, a constant

# CHECK: Kernel k(float64[::1], namedtuple(Point, x: int64, y: int64), tuple(float64[::1], int64))
# CHECK: Name data <{{.*}}> : float64[::1]
# CHECK: Attribute .x <{{.*}}> : int64
# OTHER: Kernel k(float64[::1], namedtuple(Point, x: float64, y: float64), tuple(float64[::1], int64))
