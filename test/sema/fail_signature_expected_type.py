# A signature with an empty place where a type belongs.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:],, int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:12: error: expected a type, found `,`
# CHECK-NEXT: {{^}}float32[:],, int32{{$}}
# CHECK-NEXT: {{^}}           ^{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
