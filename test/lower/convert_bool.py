# bool(x) is Python's truth: an integer is true when nonzero, a float when
# it is not zero (unordered, so NaN is true). A bool array holds bytes:
# loads compare with zero, stores zero-extend.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "bool[::1], int32, float64, bool[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, i, x, flags):
    out[0] = bool(i)
    out[1] = bool(x)
    out[2] = flags[3]

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[I:.*]] = load i32, ptr %i
# CHECK-NEXT: %[[IT:.*]] = icmp ne i32 %[[I]], 0
# CHECK: %[[IB:.*]] = zext i1 %[[IT]] to i8
# CHECK: store i8 %[[IB]], ptr %{{.*}}, align 1
# CHECK: %[[X:.*]] = load double, ptr %x
# CHECK-NEXT: fcmp une double %[[X]], 0.000000e+00
# CHECK: %[[BYTE:.*]] = load i8, ptr %{{.*}}, align 1
# CHECK-NEXT: %[[FLAG:.*]] = icmp ne i8 %[[BYTE]], 0
# CHECK: zext i1 %[[FLAG]] to i8
# CHECK: ret void
