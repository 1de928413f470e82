# An augmented assignment whose operator does not apply to the operands.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    x = 1.5
    # CHECK: fail_augmented_assign_operator.py:[[@LINE+3]]:7: error: operator `<<=` does not apply to `float64` and `int32`
    # CHECK-NEXT: {{^}}    x <<= n{{$}}
    # CHECK-NEXT: {{^}}      ^~~{{$}}
    x <<= n
    a[0] = x
