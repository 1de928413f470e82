# An array has no truth value (NumPy calls it ambiguous).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_condition_array.py:[[@LINE+3]]:8: error: the truth value of an array is ambiguous; test an element, or `a.size > 0`
    # CHECK-NEXT: {{^}}    if a:{{$}}
    # CHECK-NEXT: {{^}}       ^{{$}}
    if a:
        a[0] = n
