# Members of an Enum compare only with members of the same enum, and have
# no order (IntEnum members compare as integers).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "bool[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from enum import Enum

from numba import cuda


class Color(Enum):
    red = 1
    green = 2


class Shake(Enum):
    vanilla = 7
    mint = 1


@cuda.jit
def k(out):
    # CHECK: fail_enum_compare.py:[[@LINE+3]]:14: error: cannot compare `Enum<int64>(Color)` and `Enum<int64>(Shake)` with `==`: members of an enum compare with `==` and `!=` only to members of the same enum (IntEnum members also to integers)
    # CHECK-NEXT: {{^}}    out[0] = Color.red == Shake.mint{{$}}
    # CHECK-NEXT: {{^}}             ^~~~~~~~~~~~~~~~~~~~~~~{{$}}
    out[0] = Color.red == Shake.mint
    # CHECK: fail_enum_compare.py:[[@LINE+3]]:14: error: cannot compare `Enum<int64>(Color)` and `int64` with `!=`: members of an enum compare with `==` and `!=` only to members of the same enum (IntEnum members also to integers)
    # CHECK-NEXT: {{^}}    out[1] = Color.red != 1{{$}}
    # CHECK-NEXT: {{^}}             ^~~~~~~~~~~~~~{{$}}
    out[1] = Color.red != 1
    # CHECK: fail_enum_compare.py:[[@LINE+3]]:14: error: members of an `Enum` have no order: cannot compare `Enum<int64>(Color)` and `Enum<int64>(Color)` with `<` (members of an `IntEnum` compare as integers)
    # CHECK-NEXT: {{^}}    out[2] = Color.red < Color.green{{$}}
    # CHECK-NEXT: {{^}}             ^~~~~~~~~~~~~~~~~~~~~~~{{$}}
    out[2] = Color.red < Color.green
