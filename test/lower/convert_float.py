# Float to float conversions: fpext to wider, fptrunc to narrower; float16
# is LLVM's half.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float16[::1], float16, float32, float64" | FileCheck %s
from numba import cuda, float16, float32, float64


@cuda.jit
def k(out, h, x, d):
    a = float32(h)
    b = float64(x)
    c = float32(d)
    out[0] = d

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: fpext half %{{.*}} to float
# CHECK: fpext float %{{.*}} to double
# CHECK: fptrunc double %{{.*}} to float
# CHECK: %[[D:.*]] = load double, ptr %d
# CHECK: %[[H:.*]] = fptrunc double %[[D]] to half
# CHECK: store half %[[H]], ptr %{{.*}}, align 2
# CHECK: ret void
