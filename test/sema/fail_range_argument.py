# range takes integers.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], float32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_range_argument.py:[[@LINE+3]]:20: error: `range` takes integers, not `float32`
    # CHECK-NEXT: {{^}}    for i in range(n):{{$}}
    # CHECK-NEXT: {{^}}                   ^{{$}}
    for i in range(n):
        a[0] = i
