# Comparing an array with a number.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_compare_operands.py:[[@LINE+3]]:12: error: cannot compare `float32[:]` and `int32` with `<`
    # CHECK-NEXT: {{^}}    a[0] = a < n{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~{{$}}
    a[0] = a < n
