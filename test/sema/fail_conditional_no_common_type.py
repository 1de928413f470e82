# The two values of a conditional expression need a common type.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_conditional_no_common_type.py:[[@LINE+3]]:13: error: the two values of this conditional expression, `int32` and `float32[:]`, have no common type
    # CHECK-NEXT: {{^}}    a[0] = (n if n > 0 else a)[0]{{$}}
    # CHECK-NEXT: {{^}}            ^~~~~~~~~~~~~~~~~{{$}}
    a[0] = (n if n > 0 else a)[0]
