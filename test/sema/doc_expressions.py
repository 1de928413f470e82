# docs/language.md, "Expressions".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32, float32[:, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n, grid):
    a = 0x10 + 0b11 + 1_000          # int literals in any base
    b = 2.5e-3                       # float literals
    c = -7 // 2, -7 % 2              # (-4, 1), as in Python
    d = 0 <= n < 10                  # chained comparison
    e = n if n > 0 else -n           # conditional expression
    f = not d and (n & 1 == 0 or n >> 2 > 0)
    g = grid[1, 2] + grid.shape[0]   # indexing and attributes
    out[0] = a + b + c[0] + c[1] + d + e + f + g

# CHECK: Name c <{{.*}}> : tuple(int64, int64)
# CHECK: Tuple <{{.*}}> : tuple(int64, int64) = (-4, 1)
# CHECK: Name d <{{.*}}> : bool
# CHECK: Name e <{{.*}}> : int64
# CHECK: Name f <{{.*}}> : bool
# CHECK: Name g <{{.*}}> : float64
