# An operator that does not apply to its operands: whole-array arithmetic.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_binary_operator.py:[[@LINE+3]]:14: error: operator `+` does not apply to `float32[:]` and `int32`; kernel code works on arrays one element at a time
    # CHECK-NEXT: {{^}}    a[0] = a + n{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    a[0] = a + n
