# Unary `-` and `~` on integers narrower than 64 bits work in the operand's
# own width, then widen, as Numba lowers them: -uint8(200) is 56 (a uint64),
# ~uint8(0) is 255, -int8(-128) is -128. Constants fold the same way.
# RUN: %dslc compile %s --kernel k --signature "uint8, int8, int64[::1]" --emit=llvm | FileCheck %s
from numba import cuda
import numpy as np


@cuda.jit
def k(u, s, out):
    out[0] = -u
    out[1] = ~u
    out[2] = -s
    out[3] = -np.uint8(200)
    out[4] = ~np.uint16(0)
    out[5] = -np.int8(-128)


# CHECK-LABEL: define ptx_kernel void @k(i8 %u, i8 %s,
# CHECK: %[[NEG:.*]] = sub i8 0, %u
# CHECK: zext i8 %[[NEG]] to i64
# CHECK: %[[NOT:.*]] = xor i8 %u, -1
# CHECK: zext i8 %[[NOT]] to i64
# CHECK: %[[SNEG:.*]] = sub i8 0, %s
# CHECK: sext i8 %[[SNEG]] to i64
# CHECK: store i64 56,
# CHECK: store i64 65535,
# CHECK: store i64 -128,
