# Other math functions call libdevice: the `f` variant for float32 arguments
# (__nv_logf), the plain one for float64 or integers (__nv_log); gamma is
# tgamma. libdevice is linked and inlined (its functions are always-inline),
# so at -O0 they show as the `.exit` blocks they leave.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], float32, int32" | FileCheck %s
from numba import cuda
import math


@cuda.jit
def k(out, x, n):
    out[0] = math.log(x)
    out[1] = math.tanh(x)
    out[2] = math.atan2(x, x)
    out[3] = math.gamma(x)
    out[4] = math.log(n)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: __nv_logf.exit:
# CHECK: __nv_tanhf.exit:
# CHECK: __nv_atan2f.exit:
# CHECK: __nv_tgammaf.exit:
# An integer argument computes in float64.
# CHECK: sitofp i32 %{{.*}} to double
# CHECK: __nv_log.exit:
# CHECK: ret void
# Nothing is left undefined for the driver to resolve.
# CHECK-NOT: declare {{.*}} @__nv_
