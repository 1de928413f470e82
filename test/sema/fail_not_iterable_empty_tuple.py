# Looping over an empty tuple: the loop variable would have no type.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_not_iterable_empty_tuple.py:[[@LINE+3]]:14: error: cannot loop over an empty tuple: the loop variable would have no type
    # CHECK-NEXT: {{^}}    for v in ():{{$}}
    # CHECK-NEXT: {{^}}             ^~{{$}}
    for v in ():
        a[0] = v
