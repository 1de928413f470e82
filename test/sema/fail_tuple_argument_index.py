# A tuple parameter has the length its signature gives: an index past it is
# an error at the index, as for a local tuple.
# RUN: not %dslc compile --emit=typed %s --kernel k 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit("void(int64[::1], UniTuple(int64 x 2))")
def k(r, t):
    # CHECK: [[@LINE+3]]:14: error: index 2 is out of range for `tuple(int64, int64)`
    # CHECK-NEXT: {{^}}    r[0] = t[2]{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    r[0] = t[2]
