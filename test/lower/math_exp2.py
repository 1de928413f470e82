# math.exp2 calls libdevice, as Numba-CUDA does: __nv_exp2f for float32
# arguments, __nv_exp2 for float64 and for integers, which compute in
# float64 as for every math function. libdevice has no fast variant of it:
# under fastmath=True the same __nv_exp2f flushes subnormals (ex2.approx.ftz).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], float32, float64, int32" | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32, float64, int32" | FileCheck %s --check-prefix=PTX
# RUN: %dslc-ptx %s --kernel fast --signature "float32[::1], float32" | FileCheck %s --check-prefix=FAST
from numba import cuda
import math


@cuda.jit
def k(out, x, d, n):
    out[0] = math.exp2(x)
    out[1] = math.exp2(d)
    out[2] = math.exp2(n)


@cuda.jit(fastmath=True)
def fast(out, x):
    out[0] = math.exp2(x)

# CHECK-LABEL: define ptx_kernel void @k(
# __nv_exp2f is one instruction, ex2.approx.
# CHECK: call float @llvm.nvvm.ex2.approx.f(float
# CHECK: __nv_exp2.exit:
# An integer argument computes in float64.
# CHECK: sitofp i32 %{{.*}} to double
# CHECK: __nv_exp2.exit{{[0-9]+}}:
# CHECK: ret void
# Nothing is left undefined for the driver to resolve.
# CHECK-NOT: declare {{.*}} @__nv_

# PTX-LABEL: .visible .entry k(
# PTX: ex2.approx.f32
# PTX: cvt.rn.f64.s32
# PTX: ret;

# FAST-LABEL: .visible .entry fast(
# FAST: ex2.approx.ftz.f32
