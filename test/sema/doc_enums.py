# docs/language.md, "Enums".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int64, Enum<int64>(Color), int64[::1]" | FileCheck %s
from enum import Enum, IntEnum

from numba import cuda


class Color(Enum):
    red = 1
    green = 2


class RequestError(IntEnum):
    not_found = 404
    internal_error = 500


@cuda.jit
def k(x, color, out):
    out[0] = color == Color["green"]          # bool
    out[1] = color is Color.red               # bool
    if x > RequestError.internal_error:       # an IntEnum member is an int64
        out[2] = x - RequestError.not_found
    out[3] = Color.green.value                # 2
# CHECK: Compare == {{.*}} : bool{{$}}
# CHECK: Compare is {{.*}} : bool{{$}}
# CHECK: Compare > {{.*}} : bool{{$}}
# CHECK: Binary - {{.*}} : int64{{$}}
# CHECK: Attribute .value {{.*}} : int64 = 2{{$}}
