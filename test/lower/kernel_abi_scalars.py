# The kernel ABI for numbers: one parameter each, in order, with the type's
# own LLVM type, except bool, which crosses the launch as a byte and becomes
# an i1 by comparing with zero.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "bool, int8, uint16, int32, uint64, float16, float32, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(flag, a, b, c, d, h, x, y):
    pass

# CHECK-LABEL: define ptx_kernel void @k(i8 %flag, i8 %a, i16 %b, i32 %c, i64 %d, half %h, float %x, double %y)
# CHECK: %[[FLAG:.*]] = icmp ne i8 %flag, 0
# CHECK: store i1 %[[FLAG]], ptr %flag
# CHECK: store half %h, ptr %h
# CHECK: ret void
