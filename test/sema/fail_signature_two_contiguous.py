# Only one dimension can be marked contiguous.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1, ::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: `float32[::1, ::1]` marks 2 dimensions contiguous; `::1` marks one: the last (C order) or the first (Fortran order)
# CHECK-NEXT: {{^}}float32[::1, ::1], int32{{$}}
# CHECK-NEXT: {{^}}^~~~~~~~~~~~~~~~~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
