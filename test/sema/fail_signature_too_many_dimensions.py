# Arrays have at most 4 dimensions.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:, :, :, :, :], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: `float32[:, :, :, :, :]` has 5 dimensions; arrays have at most 4
# CHECK-NEXT: {{^}}float32[:, :, :, :, :], int32{{$}}
# CHECK-NEXT: {{^}}^~~~~~~~~~~~~~~~~~~~~~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
