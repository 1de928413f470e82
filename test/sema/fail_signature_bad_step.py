# A dimension is `:` or `::1`; other steps are not array layouts.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::2], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:9: error: a dimension is `:` (any strides) or `::1` (contiguous), not `::2`
# CHECK-NEXT: {{^}}float32[::2], int32{{$}}
# CHECK-NEXT: {{^}}        ^~~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
