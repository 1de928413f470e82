# As in Numba: `int()`, `float()` and `bool()` take no enum member, a member
# is no condition, an IntEnum member is no float, and a cast converts only
# an IntEnum member, to an integer type.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from enum import Enum, IntEnum

import numpy as np
from numba import cuda


class Color(Enum):
    red = 1


class Shape(IntEnum):
    circle = 2


@cuda.jit
def k(out):
    # CHECK: fail_enum_conversions.py:[[@LINE+3]]:18: error: `int` does not take an enum member such as `IntEnum<int64>(Shape)`, as in Numba; read its value with `.value`, or convert an IntEnum member with a cast such as `np.int64(x)`
    # CHECK-NEXT: {{^}}    out[0] = int(Shape.circle){{$}}
    # CHECK-NEXT: {{^}}                 ^~~~~~~~~~~~{{$}}
    out[0] = int(Shape.circle)
    # CHECK: fail_enum_conversions.py:[[@LINE+3]]:8: error: a value of type `Enum<int64>(Color)` cannot be used as a condition
    # CHECK-NEXT: {{^}}    if Color.red:{{$}}
    # CHECK-NEXT: {{^}}       ^~~~~~~~~{{$}}
    if Color.red:
        out[1] = 1
    # CHECK: fail_enum_conversions.py:[[@LINE+3]]:27: error: operator `*` does not apply to `IntEnum<int64>(Shape)` and `float64`
    # CHECK-NEXT: {{^}}    out[2] = Shape.circle * 1.5{{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    out[2] = Shape.circle * 1.5
    # CHECK: fail_enum_conversions.py:[[@LINE+3]]:23: error: cannot convert `Enum<int64>(Color)` to `int32`
    # CHECK-NEXT: {{^}}    out[3] = np.int32(Color.red){{$}}
    # CHECK-NEXT: {{^}}                      ^~~~~~~~~{{$}}
    out[3] = np.int32(Color.red)
