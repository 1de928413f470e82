# Enum members are held as their values: a member argument is its value's
# parameter, members of one enum compare their values (a tuple's element by
# element), and an IntEnum member computes as its integer.
# RUN: %dslc compile %s --kernel compare --signature "Enum<int64>(Color), Enum<int64>(Color), bool[::1]" --emit=llvm | FileCheck %s --check-prefix=COMPARE
# RUN: %dslc-ptx %s --kernel compare --signature "Enum<int64>(Color), Enum<int64>(Color), bool[::1]" | FileCheck %s --check-prefix=COMPARE-PTX
# RUN: %dslc compile %s --kernel coerce --signature "int64, IntEnum<int64>(RequestError), int32[::1]" --emit=llvm | FileCheck %s --check-prefix=COERCE
# RUN: %dslc compile %s --kernel pick --signature "bool, float64[::1]" --emit=llvm | FileCheck %s --check-prefix=PICK
from enum import Enum, IntEnum

from numba import cuda


class Color(Enum):
    red = 1
    green = 2


class RequestError(IntEnum):
    not_found = 404
    internal_error = 500


class Planet(Enum):
    EARTH = (5.976e24, 6.37814e6)
    MARS = (6.421e23, 3.3972e6)


@cuda.jit
def compare(a, b, out):
    out[0] = a == b
    out[1] = a != b
    out[2] = a is b
    out[3] = a is not b
    out[4] = a == Color.red


# COMPARE-LABEL: define ptx_kernel void @compare(i64 %a, i64 %b, ptr addrspace(1)
# COMPARE: [[EQ:%[0-9]+]] = icmp eq i64 %a, %b
# COMPARE: xor i1 [[EQ]], true
# COMPARE: icmp eq i64 %a, 1
# COMPARE-PTX-LABEL: .entry compare(
# COMPARE-PTX: .param .u64 compare_param_0


@cuda.jit
def coerce(x, error, out):
    if x > RequestError.internal_error:
        out[0] = x - error
    else:
        out[0] = x + RequestError.not_found


# COERCE-LABEL: define ptx_kernel void @coerce(i64 %x, i64 %error, ptr addrspace(1)
# COERCE: icmp sgt i64 %x, 500
# COERCE: add i32 {{%[0-9]+}}, 404
# COERCE: sub i64 %x, %error


@cuda.jit(device=True)
def planet(first):
    return Planet.EARTH if first else Planet.MARS


@cuda.jit
def pick(first, out):
    p = planet(first)
    out[0] = p.value[1]
    out[1] = p == Planet.MARS


# PICK-LABEL: define ptx_kernel void @pick(i8 %first, ptr addrspace(1)
# PICK: [[MARS:%.*]] = icmp eq i8 %first, 0
# PICK: select i1 [[MARS]], double 3.397200e+06, double 6.378140e+06
# PICK: uitofp i1 [[MARS]] to double
