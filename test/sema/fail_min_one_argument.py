# min and max take two or more numbers, or one tuple.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_min_one_argument.py:[[@LINE+3]]:16: error: `min` takes two or more numbers, or one tuple of numbers, not a value of type `int32`
    # CHECK-NEXT: {{^}}    a[0] = min(n){{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    a[0] = min(n)
