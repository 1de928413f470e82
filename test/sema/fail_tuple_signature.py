# Tuple types in signatures: a UniTuple needs its count, a named tuple
# distinct field names, and a tuple has at most 4096 elements.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1], UniTuple(int32 x)" 2>&1 | FileCheck %s --strict-whitespace --check-prefix=COUNT --implicit-check-not=error:
# COUNT: <signature>:1:31: error: expected a number, found `)`
# COUNT-NEXT: {{^}}float64[::1], UniTuple(int32 x){{$}}
# COUNT-NEXT: {{^}}                              ^{{$}}
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1], namedtuple(Point, x: int64, x: float64)" 2>&1 | FileCheck %s --strict-whitespace --check-prefix=FIELDS --implicit-check-not=error:
# FIELDS: <signature>:1:43: error: the named tuple `Point` has two fields named `x`
# FIELDS-NEXT: {{^}}float64[::1], namedtuple(Point, x: int64, x: float64){{$}}
# FIELDS-NEXT: {{^}}                                          ^{{$}}
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1], UniTuple(int32 x 5000)" 2>&1 | FileCheck %s --strict-whitespace --check-prefix=LONG --implicit-check-not=error:
# LONG: <signature>:1:15: error: a tuple type has at most 4096 elements, not 5000
# LONG-NEXT: {{^}}float64[::1], UniTuple(int32 x 5000){{$}}
# LONG-NEXT: {{^}}              ^~~~~~~~~~~~~~~~~~~~~{{$}}
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1], Tuple((int32, float64)" 2>&1 | FileCheck %s --strict-whitespace --check-prefix=CLOSE --implicit-check-not=error:
# CLOSE: <signature>:1:37: error: expected `)`, found the end of the signature
# CLOSE-NEXT: {{^}}float64[::1], Tuple((int32, float64){{$}}
# CLOSE-NEXT: {{^}}                                    ^{{$}}
from numba import cuda


@cuda.jit
def k(r, t):
    r[0] = t[0]
