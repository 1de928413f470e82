# Integer to integer conversions (casts and stores into arrays): widening
# sign-extends signed sources and zero-extends unsigned ones and bools;
# narrowing truncates (wraps, as NumPy and Numba do).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int8[::1], int16, uint16, int64, bool" | FileCheck %s
from numba import cuda, int32, uint64, int8


@cuda.jit
def k(out, s, u, w, p):
    a = int32(s)
    b = uint64(u)
    c = int32(w)
    d = int32(p)
    out[0] = w

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: sext i16 %{{.*}} to i32
# CHECK: zext i16 %{{.*}} to i64
# CHECK: trunc i64 %{{.*}} to i32
# CHECK: zext i1 %{{.*}} to i32
# Storing an int64 into an int8 array truncates.
# CHECK: %[[W:.*]] = load i64, ptr %w
# CHECK: %[[BYTE:.*]] = trunc i64 %[[W]] to i8
# CHECK: store i8 %[[BYTE]]
# CHECK: ret void
