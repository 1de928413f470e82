# Tuples are immutable: their elements cannot be assigned.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    t = (n, n)
    # CHECK: fail_assign_tuple_element.py:[[@LINE+3]]:5: error: cannot assign to an element of `tuple(int32, int32)`: tuples are immutable
    # CHECK-NEXT: {{^}}    t[0] = 1{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    t[0] = 1
    a[0] = t[0]
