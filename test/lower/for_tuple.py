# `for x in tuple`: a counted loop over the tuple's length whose element is
# picked by a select chain on the index (registers, no stack array); LLVM
# unrolls it fully. Mixed element types are converted to their common type.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1]" | FileCheck %s
# RUN: %dslc compile %s --emit=llvm -O3 --kernel k --signature "float64[::1]" | FileCheck %s --check-prefix=OPT
from numba import cuda

WEIGHTS = (1, 2.5, 4)


@cuda.jit
def k(out):
    s = 0.0
    for w in WEIGHTS:
        s += w
    out[0] = s

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: br i1 true, label %for.body, label %for.end
# CHECK: for.body:
# CHECK-NEXT: %index = phi i64 [ 0, %entry ], [ %next, %for.latch ]
# CHECK-NEXT: %[[IS1:.*]] = icmp eq i64 %index, 1
# CHECK-NEXT: %[[PICK1:.*]] = select i1 %[[IS1]], double 2.500000e+00, double 4.000000e+00
# CHECK-NEXT: %[[IS0:.*]] = icmp eq i64 %index, 0
# CHECK-NEXT: %[[PICK0:.*]] = select i1 %[[IS0]], double 1.000000e+00, double %[[PICK1]]
# CHECK-NEXT: store double %[[PICK0]], ptr %w
# CHECK: for.latch:
# CHECK-NEXT: %next = add nuw nsw i64 %index, 1
# CHECK-NEXT: %[[AGAIN:.*]] = icmp slt i64 %next, 3
# CHECK-NEXT: br i1 %[[AGAIN]], label %for.body, label %for.end
# CHECK-NOT: alloca [3 x double]

# OPT-LABEL: define ptx_kernel void @k(
# OPT-NOT: br
# OPT: store double 7.500000e+00
