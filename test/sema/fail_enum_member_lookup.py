# An enum class has its members as attributes and by name in quotes; a
# member has `.value`.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "int64[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from enum import IntEnum

from numba import cuda


class Shape(IntEnum):
    circle = 2
    square = 500


@cuda.jit
def k(out):
    # CHECK: fail_enum_member_lookup.py:[[@LINE+3]]:20: error: enum class `Shape` has no member `triangle`
    # CHECK-NEXT: {{^}}    out[0] = Shape.triangle{{$}}
    # CHECK-NEXT: {{^}}                   ^~~~~~~~{{$}}
    out[0] = Shape.triangle
    # CHECK: fail_enum_member_lookup.py:[[@LINE+3]]:20: error: an enum class is indexed by the name of one of its members in quotes, such as `Shape["circle"]`
    # CHECK-NEXT: {{^}}    out[1] = Shape[0]{{$}}
    # CHECK-NEXT: {{^}}                   ^{{$}}
    out[1] = Shape[0]
    # CHECK: fail_enum_member_lookup.py:[[@LINE+3]]:27: error: `IntEnum<int64>(Shape)` has no attribute `name`; kernel code reads an enum member's `.value`
    # CHECK-NEXT: {{^}}    out[2] = Shape.circle.name{{$}}
    # CHECK-NEXT: {{^}}                          ^~~~{{$}}
    out[2] = Shape.circle.name
