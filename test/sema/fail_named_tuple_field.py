# A named tuple parameter has the fields of its class, and a plain tuple
# none.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1], namedtuple(Point, x: int64, y: float64)" 2>&1 | FileCheck %s --strict-whitespace --check-prefix=NAMED --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1], UniTuple(int64 x 2)" 2>&1 | FileCheck %s --strict-whitespace --check-prefix=PLAIN --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(r, p):
    # NAMED: [[@LINE+6]]:14: error: a value of type `namedtuple(Point, x: int64, y: float64)` has no field `z`; its fields are `x`, `y`
    # NAMED-NEXT: {{^}}    r[0] = p.z{{$}}
    # NAMED-NEXT: {{^}}             ^{{$}}
    # PLAIN: [[@LINE+3]]:14: error: a value of type `tuple(int64, int64)` has no attribute `z`
    # PLAIN-NEXT: {{^}}    r[0] = p.z{{$}}
    # PLAIN-NEXT: {{^}}             ^{{$}}
    r[0] = p.z
