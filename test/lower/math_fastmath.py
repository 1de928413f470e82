# fastmath=True: every float operation gets the `fast` flags (so sqrt and
# division become approximate, and NaN tests fold away, as in Numba), and the
# fast libdevice variants are chosen for float32 (__nv_fast_expf and kin,
# which are the PTX approximations ex2.approx, lg2.approx, sin.approx).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], float32, float32" | FileCheck %s
from numba import cuda
import math


@cuda.jit(fastmath=True)
def k(out, x, y):
    out[0] = math.sqrt(x) / y
    out[1] = math.exp(x)
    out[2] = math.sin(x)
    out[3] = math.log(x) + x * y

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[ROOT:.*]] = call fast float @llvm.sqrt.f32(
# CHECK: fdiv fast float %[[ROOT]]
# CHECK: call float @llvm.nvvm.ex2.approx.ftz.f(
# CHECK: call float @llvm.nvvm.sin.approx.ftz.f(
# CHECK: call float @llvm.nvvm.lg2.approx.ftz.f(
# CHECK: fmul fast float
# CHECK: fadd fast float
# CHECK: ret void
