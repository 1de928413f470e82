# Looping over a tuple needs a type its elements share.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_not_iterable_mixed_tuple.py:[[@LINE+3]]:14: error: cannot loop over `tuple(int32, float32[:])`: its elements have no common type
    # CHECK-NEXT: {{^}}    for v in (n, a):{{$}}
    # CHECK-NEXT: {{^}}             ^~~~~~{{$}}
    for v in (n, a):
        a[0] = 0
