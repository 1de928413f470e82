# `tuple()` is the empty tuple and `tuple(t)` of a tuple is `t` (a constant
# stays one), as in Numba, whose `tuple` takes no other iterable.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n):
    e = tuple()
    c = tuple((1, 2.5))
    t = tuple((n, out[0]))
    for v in tuple(t):
        out[0] += v + len(e) + c[1]

# CHECK: Name e <{{.*}}> : tuple()
# CHECK-NEXT: value:
# CHECK-NEXT: Call <{{.*}}> : tuple() = ()
# CHECK: Call <{{.*}}> : tuple(int64, float64) = (1, 2.5)
# CHECK: Name t <{{.*}}> : tuple(int32, float64)
# CHECK: Call <{{.*}}> : tuple(int32, float64)
# CHECK-NEXT: Name tuple <{{.*}}> : function `tuple`
