# docs/language.md, "Builtins".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n):
    size = len(a)                    # int64
    big = max(n, 10, a[0])           # float64: int32, int64 and float32 promote
    small = min((n, 3))              # int64, from a tuple
    mag = abs(a[0])                  # float32
    r = round(a[0])                  # int64
    r2 = round(a[0], 2)              # float32
    as_int = int(a[0])               # int64
    as_float = float(n)              # float64
    nonzero = bool(n)                # bool
    p = pow(n, 2)                    # int64
    for i in range(n):               # i: int32
        a[i] = size + big + small + mag + r + r2 + as_int + as_float + nonzero + p

# CHECK: Name size <{{.*}}> : int64
# CHECK: Name big <{{.*}}> : float64
# CHECK: Name small <{{.*}}> : int64
# CHECK: Name mag <{{.*}}> : float32
# CHECK: Name r <{{.*}}> : int64
# CHECK: Name r2 <{{.*}}> : float32
# CHECK: Name as_int <{{.*}}> : int64
# CHECK: Name as_float <{{.*}}> : float64
# CHECK: Name nonzero <{{.*}}> : bool
# CHECK: Name p <{{.*}}> : int64
# CHECK: Name i <{{.*}}> : int32
