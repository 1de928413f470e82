# round(int, n) converts the integer to float64 first and rounds that to n
# digits (round(1234, -2) is 1200.0); round(int) alone is the integer itself.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, i, n):
    out[0] = round(i)
    out[1] = round(i, n)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[I0:.*]] = load i32, ptr %i{{[0-9]+}}
# CHECK-NEXT: %[[WIDE:.*]] = sext i32 %[[I0]] to i64
# CHECK-NOT: rint
# CHECK: sitofp i64 %[[WIDE]] to double
# CHECK: %[[I1:.*]] = load i32, ptr %i{{[0-9]+}}
# CHECK-NEXT: %[[X:.*]] = sitofp i32 %[[I1]] to double
# CHECK-NEXT: %[[N:.*]] = load i64, ptr %n{{[0-9]+}}
# CHECK-NEXT: icmp sge i64 %[[N]], 0
# CHECK: call double @llvm.rint.f64(double
# CHECK: select i1 %{{.*}}, double %[[X]], double
# CHECK: ret void
