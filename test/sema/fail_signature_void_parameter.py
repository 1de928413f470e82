# void is a return type only.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "void, int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: `void` can only be a return type
# CHECK-NEXT: {{^}}void, int32{{$}}
# CHECK-NEXT: {{^}}^~~~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
