# docs/language.md, "Typing rules": array views.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1], float32[::1], int64, int64" | FileCheck %s
from numba import cuda
import numpy as np


@cuda.jit
def k(m, v, i, n):
    row = m[i, :]                    # float32[::1]: a row of a C array
    col = m[:, i]                    # float32[:]: a column is strided
    top = m[:n]                      # float32[:, ::1]: whole rows
    r = m[i]                         # float32[::1]: an integer drops a dimension
    odd = v[1::2]                    # float32[:]: a step makes it strided
    back = v[::-1]                   # float32[:]: from the last element down
    t = m.T                          # float32[::1, :]: Fortran order
    g = v.reshape(4, -1)             # float32[:, ::1]
    bits = v.view(np.uint32)         # uint32[::1], the same bytes
    row[0] = col[1] + top[0, 0] + r[2] + odd[0] + back[0] + t[0, 1] + g[1, 1]
    cuda.atomic.add(v[i:], 0, bits[0])

# CHECK: Name row <{{.*}}> : float32{{\[}}::1]
# CHECK: Name col <{{.*}}> : float32{{\[}}:]
# CHECK: Name top <{{.*}}> : float32{{\[}}:, ::1]
# CHECK: Name r <{{.*}}> : float32{{\[}}::1]
# CHECK: Name odd <{{.*}}> : float32{{\[}}:]
# CHECK: Name back <{{.*}}> : float32{{\[}}:]
# CHECK: Name t <{{.*}}> : float32{{\[}}::1, :]
# CHECK: Name g <{{.*}}> : float32{{\[}}:, ::1]
# CHECK: Name bits <{{.*}}> : uint32{{\[}}::1]
