# An array element holds a number, not a tuple.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_assign_tuple_to_element.py:[[@LINE+3]]:5: error: cannot store a value of type `tuple(int32, int32)` in an element of `float32[:]`, which holds one `float32`
    # CHECK-NEXT: {{^}}    a[0] = (n, n){{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    a[0] = (n, n)
