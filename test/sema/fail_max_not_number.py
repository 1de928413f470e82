# min and max take numbers; the error points at the argument.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_max_not_number.py:[[@LINE+3]]:19: error: `max` takes numbers, not `float32[:]`
    # CHECK-NEXT: {{^}}    a[0] = max(n, a){{$}}
    # CHECK-NEXT: {{^}}                  ^{{$}}
    a[0] = max(n, a)
