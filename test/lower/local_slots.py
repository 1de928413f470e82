# Local variables live in allocas in the entry block (mem2reg makes them SSA
# values), each stored zero first so that a variable assigned on some paths
# only has a defined value on the others. A name whose assignments never
# reach a common use gets one slot per assignment and may change type.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32, bool" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n, flag):
    if flag:
        partial = n * 2
    out[0] = partial
    value = n
    out[1] = value
    value = 2.5
    out[2] = value

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK-NEXT: entry:
# CHECK: %partial = alloca i64, align 8
# CHECK-NEXT: store i64 0, ptr %partial
# CHECK: %value = alloca i32, align 4
# CHECK-NEXT: store i32 0, ptr %value
# CHECK: %[[VALUE2:value.*]] = alloca double, align 8
# CHECK-NEXT: store double 0.000000e+00, ptr %[[VALUE2]]
# CHECK: br i1 %{{.*}}, label %if.then, label %if.end
# CHECK: if.then:
# CHECK: store i64 %{{.*}}, ptr %partial
# CHECK: if.end:
# CHECK: load i64, ptr %partial
# CHECK: store i32 %{{.*}}, ptr %value,
# CHECK: store double 2.500000e+00, ptr %[[VALUE2]]
# CHECK: ret void
