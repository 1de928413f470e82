# An array type with no dimensions.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:9: error: expected `:` or `::1`, found `]`
# CHECK-NEXT: {{^}}float32[], int32{{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
