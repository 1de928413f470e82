# `::1` on a middle dimension is neither C nor Fortran order.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1, :], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: `float32[:, ::1, :]` marks a middle dimension contiguous; `::1` marks one: the last (C order) or the first (Fortran order)
# CHECK-NEXT: {{^}}float32[:, ::1, :], int32{{$}}
# CHECK-NEXT: {{^}}^~~~~~~~~~~~~~~~~~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0, 0, 0] = n
