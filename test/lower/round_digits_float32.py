# round(x, n) of a float32 scales by 10.0 ** n, a float64, as Numba's
# implementation does: it rounds in float64 and narrows the result, so
# round(float32(0.3425), 3) is 0.343 as in Numba (0.342 in float32).
# RUN: %dslc compile --emit=llvm %s --kernel k --signature "float32[::1], float32, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, x, n):
    out[0] = round(x, n)

# CHECK: fpext float %{{.*}} to double
# CHECK: call double @llvm.rint.f64(
# CHECK: fptrunc double %{{.*}} to float
