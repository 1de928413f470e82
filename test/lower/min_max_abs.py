# min/max follow Python: a later argument replaces the best so far only when
# strictly smaller (larger), with ordered compares, so NaN behaves as in
# CPython (min(nan, 1.0) is nan, min(1.0, nan) is 1.0); arguments convert to
# their common type. Except for exactly two float32/float64 arguments, which
# Numba-CUDA lowers to libdevice's fmin/fmax: llvm.minnum/maxnum (a NaN
# gives the other argument), in float32 for two float32s, else float64,
# which are NVVM's fmin/fmax once optimised (codegen's opaque_min_max.h).
# float16 and mixed integer/float pairs keep Python's rule, as in Numba.
# abs is llvm.abs for signed integers (INT_MIN stays INT_MIN, not poison),
# fabs for floats.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32, float64, float32" | FileCheck %s
# RUN: %dslc compile %s --emit=llvm -O0 --kernel pairs --signature "float64[::1], float32, float32, float16, int64" | FileCheck %s --check-prefix=PAIRS
from numba import cuda


@cuda.jit
def k(out, i, x, y):
    out[0] = min(i, x, y)
    out[1] = max(x, y)
    out[2] = abs(i)
    out[3] = abs(y)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[I:.*]] = sitofp i32 %{{.*}} to double
# CHECK: %[[X:.*]] = load double, ptr %x
# CHECK: %[[Y:.*]] = fpext float %{{.*}} to double
# CHECK-NEXT: %[[XLESS:.*]] = fcmp olt double %[[X]], %[[I]]
# CHECK-NEXT: %[[BEST:.*]] = select i1 %[[XLESS]], double %[[X]], double %[[I]]
# CHECK-NEXT: %[[YLESS:.*]] = fcmp olt double %[[Y]], %[[BEST]]
# CHECK-NEXT: select i1 %[[YLESS]], double %[[Y]], double %[[BEST]]
# CHECK: %[[Y2:.*]] = fpext float %{{.*}} to double
# CHECK-NEXT: call double @llvm.nvvm.fmax.d(double %{{.*}}, double %[[Y2]])
# CHECK: call i32 @llvm.abs.i32(i32 %{{.*}}, i1 false)
# CHECK: call float @llvm.fabs.f32(float
# CHECK: ret void


@cuda.jit
def pairs(out, a, b, h, n):
    out[0] = min(a, b)
    out[1] = max(b, a)
    out[2] = min(h, h)
    out[3] = max(a, n)
    out[4] = min((a, b))

# PAIRS-LABEL: define ptx_kernel void @pairs(
# PAIRS: call float @llvm.nvvm.fmin.f(float
# PAIRS: call float @llvm.nvvm.fmax.f(float
# PAIRS-NOT: fmin
# PAIRS: fcmp olt half
# PAIRS-NOT: fmax
# PAIRS: fcmp ogt double
# PAIRS-NOT: fmin
# PAIRS: fcmp olt float
# PAIRS: ret void
