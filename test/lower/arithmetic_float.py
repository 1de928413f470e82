# `+ - *` on floats: float32 stays float32; float32 with float64, or with an
# int32, computes in float64 (NumPy's promotion, as Numba does); int16 with
# float32 stays float32.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float32, float32, float64, int32, int16" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, x, y, d, i, s):
    out[0] = x + y
    out[1] = x - d
    out[2] = x * i
    out[3] = x * s

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[SUM:.*]] = fadd float
# CHECK: fpext float %[[SUM]] to double
# CHECK: %[[X:.*]] = load float, ptr %x
# CHECK: %[[D:.*]] = load double, ptr %d
# CHECK: %[[XD:.*]] = fpext float %[[X]] to double
# CHECK: fsub double %[[XD]], %[[D]]
# CHECK: %[[X2:.*]] = load float, ptr %x
# CHECK: %[[I:.*]] = load i32, ptr %i
# CHECK: %[[X2D:.*]] = fpext float %[[X2]] to double
# CHECK: %[[ID:.*]] = sitofp i32 %[[I]] to double
# CHECK: fmul double %[[X2D]], %[[ID]]
# CHECK: %[[S:.*]] = load i16, ptr %s
# CHECK: %[[SF:.*]] = sitofp i16 %[[S]] to float
# CHECK: fmul float %{{.*}}, %[[SF]]
# CHECK: ret void
