# Enum classes kernel code cannot have, and classes that are not enums, are
# errors where a kernel uses them; kernels that do not still compile.
# RUN: not %dslc compile --emit=typed %s --kernel uses_them --signature "int64[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: %dslc compile --emit=typed %s --kernel fine --signature "int64[::1]" | FileCheck %s --check-prefix=FINE
import enum
from enum import Enum, IntEnum


class Mixed(Enum):
    one = 1
    half = 0.5


class Later(IntEnum):
    first = enum.auto()


class Perm(enum.IntFlag):
    read = 4


class Runner:
    def run(self):
        pass


class Ok(IntEnum):
    a = 1


from numba import cuda


@cuda.jit
def uses_them(out):
    # CHECK: fail_enum_classes.py:[[@LINE+6]]:14: error: enum class `Mixed` cannot be used in kernel code: its members' values have the types `int64` and `float64` (member `half`); Numba types an enum whose values all have one type
    # CHECK-NEXT: {{^}}    out[0] = Mixed.one{{$}}
    # CHECK-NEXT: {{^}}             ^~~~~{{$}}
    # CHECK-NEXT: fail_enum_classes.py:11:12: note: `Mixed` is defined here
    # CHECK-NEXT: {{^}}    half = 0.5{{$}}
    # CHECK-NEXT: {{^}}           ^~~{{$}}
    out[0] = Mixed.one
    # CHECK: fail_enum_classes.py:[[@LINE+1]]:14: error: enum class `Later` cannot be used in kernel code: the value of member `first` is not a constant: the only calls in a constant are conversions such as `np.int32(5)`
    out[1] = Later.first
    # CHECK: fail_enum_classes.py:[[@LINE+1]]:14: error: enum class `Perm` cannot be used in kernel code: it derives from `enum.IntFlag`; kernel code has classes deriving from `enum.Enum` or `enum.IntEnum`
    out[2] = Perm.read
    # CHECK: fail_enum_classes.py:[[@LINE+1]]:14: error: `Runner` is a class that is not an enum: classes other than enums (deriving from `enum.Enum` or `enum.IntEnum`) are not supported in kernel code
    out[3] = Runner


@cuda.jit
def fine(out):
    # FINE: Attribute .a {{.*}} : IntEnum<int64>(Ok){{$}}
    out[0] = Ok.a
