# Enum members are constants of the type Numba names `Enum<int64>(Color)`;
# `.value` is the value; members of one enum compare by value and by
# identity; IntEnum members are integers with integers.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "IntEnum<int64>(Shape), Enum<int64>(Color), int64[::1]" | FileCheck %s
from enum import Enum, IntEnum

from numba import cuda


class Color(Enum):
    red = 1
    green = 2
    crimson = 1  # an alias of `red`


class Shape(IntEnum):
    circle = 2
    square = 500


class Planet(Enum):
    EARTH = (5.976e24, 6.37814e6)
    MARS = (6.421e23, 3.3972e6)


DEFAULT = Color.green
LIMIT = Shape.square + 1


@cuda.jit
def k(shape, color, out):
    # CHECK: Name a <[[@LINE+2]]:5-[[@LINE+2]]:6> : Enum<int64>(Color){{$}}
    # CHECK: Attribute .red <[[@LINE+1]]:9-[[@LINE+1]]:18> : Enum<int64>(Color){{$}}
    a = Color.red
    # CHECK: Name Color <[[@LINE+1]]:9-[[@LINE+1]]:14> : Enum class<int64>(Color){{$}}
    b = Color["green"]
    # CHECK: Compare == <[[@LINE+1]]:14-[[@LINE+1]]:40> : bool = True{{$}}
    out[0] = Color.crimson == Color.red
    # CHECK: Compare is <[[@LINE+1]]:14-[[@LINE+1]]:24> : bool{{$}}
    out[1] = a is color
    # CHECK: Compare is not <[[@LINE+1]]:14-[[@LINE+1]]:45> : bool = True{{$}}
    out[2] = Shape.circle is not Color.green
    # CHECK: Attribute .value <[[@LINE+1]]:14-[[@LINE+1]]:25> : int64{{$}}
    out[3] = color.value
    # CHECK: Binary - <[[@LINE+1]]:14-[[@LINE+1]]:34> : int64{{$}}
    out[4] = shape - Shape.circle
    # CHECK: Compare > <[[@LINE+1]]:14-[[@LINE+1]]:23> : bool{{$}}
    out[5] = shape > 3
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:38> : int16 = 500{{$}}
    out[6] = cuda.int16(Shape.square)
    # CHECK: Name DEFAULT <[[@LINE+1]]:14-[[@LINE+1]]:21> : Enum<int64>(Color){{$}}
    out[7] = DEFAULT == b
    # CHECK: Name LIMIT <[[@LINE+1]]:14-[[@LINE+1]]:19> : int64 = 501{{$}}
    out[8] = LIMIT
    # CHECK: Compare == <[[@LINE+2]]:14-[[@LINE+2]]:44> : bool = False{{$}}
    # CHECK: Attribute .EARTH <[[@LINE+1]]:14-[[@LINE+1]]:26> : Enum<tuple(float64, float64)>(Planet){{$}}
    out[9] = Planet.EARTH == Planet["MARS"]
    # CHECK: Attribute .value <[[@LINE+1]]:15-[[@LINE+1]]:32> : tuple(float64, float64) = (6.421e+23, 3397200.0){{$}}
    out[10] = Planet.MARS.value[0]
    out[11] = Shape.circle
