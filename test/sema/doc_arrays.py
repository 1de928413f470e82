# docs/language.md, "Typing rules": arrays.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1], int8, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i, j):
    rows, cols = a.shape             # int64, int64
    n = a.size                       # int64
    d = a.ndim                       # the constant 2
    w = a.itemsize                   # the constant 4
    x = a[i, j]                      # float32: any integer types index
    a[0, 0] = x + rows + cols + n + d + w + a.strides[0] + a.nbytes

# CHECK: Name rows <{{.*}}> : int64
# CHECK: Name n <{{.*}}> : int64
# CHECK: Attribute .ndim <{{.*}}> : int64 = 2
# CHECK: Attribute .itemsize <{{.*}}> : int64 = 4
# CHECK: Name x <{{.*}}> : float32
