# A range object can only be looped over, not kept in a variable.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_assign_range.py:[[@LINE+3]]:5: error: cannot store a `range` in `r`: a range can only be looped over directly, as in `for i in range(n)`
    # CHECK-NEXT: {{^}}    r = range(n){{$}}
    # CHECK-NEXT: {{^}}    ^{{$}}
    r = range(n)
    for i in r:
        a[i] = 0
