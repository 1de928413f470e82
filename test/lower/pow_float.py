# A float to a float power calls libdevice's pow: __nv_powf for float32,
# __nv_pow for float64 (inlined even at -O0: libdevice is always-inline, and
# its slow path stays a call).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], float32, float32" | FileCheck %s --check-prefix=F32
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float64, float64" | FileCheck %s --check-prefix=F64
from numba import cuda


@cuda.jit
def k(out, x, y):
    out[0] = x ** y

# F32-LABEL: define ptx_kernel void @k(
# F32: __nv_powf.exit:
# F32-NOT: double
# F32: store float

# F64-LABEL: define ptx_kernel void @k(
# F64: call double @__internal_accurate_pow(
# F64: __nv_pow.exit:
# F64: store double
