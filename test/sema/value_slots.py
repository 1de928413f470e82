# A name that a loop makes a float keeps, before the loop, the type of the
# value it was given there, as Numba's SSA form types it: the loop's phi
# is float64, but a read only the first assignment reaches is an int64
# (so `~x` and `x // 3` are integer operations), and a parameter
# reassigned in a loop keeps its own type for the reads before the loop.
# RUN: %dslc compile %s --kernel k --signature "float64[::1], int64[::1], int64" --emit=typed | FileCheck %s
# RUN: %dslc compile %s --kernel p --signature "float64[::1], uint64, int64" --emit=typed | FileCheck %s --check-prefix=PARAM
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], int64[::1], int64"
# RUN: %dslc-ptx %s --kernel p --signature "float64[::1], uint64, int64"
from numba import cuda


@cuda.jit
def k(out, a, n):
    x = a[0]
    out[0] = ~x  # CHECK: Name x <[[@LINE]]:15-{{.*}}> : int64
    out[1] = x // 3  # CHECK: Name x <[[@LINE]]:14-{{.*}}> : int64
    for j in range(n):
        x = x + 0.5  # CHECK: Name x <[[@LINE]]:13-{{.*}}> : float64
    out[2] = x  # CHECK: Name x <[[@LINE]]:14-{{.*}}> : float64


@cuda.jit
def p(out, u, n):
    out[0] = ~abs(u)  # PARAM: Name u <[[@LINE]]:19-{{.*}}> : uint64
    for j in range(n):
        u -= 1.5
    out[1] = u  # PARAM: Name u <[[@LINE]]:14-{{.*}}> : float64
