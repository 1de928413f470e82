# A for loop runs over a range, a tuple or a 1-D array.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_not_iterable.py:[[@LINE+3]]:14: error: cannot loop over a value of type `int32`: a `for` loop runs over `range(...)`, a tuple or a 1-D array
    # CHECK-NEXT: {{^}}    for i in n:{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    for i in n:
        a[i] = 0
