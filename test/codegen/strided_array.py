# A strided array (`[:]`) takes its byte strides as parameters and indexes
# with them: a 64-bit multiply by the stride, no scaling by the element size.
# RUN: %dslc-ptx %s --kernel k --signature "float64[:], float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i]

# CHECK-LABEL: .visible .entry k(
# CHECK: .param .u64 k_param_0,
# CHECK-NEXT: .param .u64 k_param_1,
# CHECK-NEXT: .param .u64 k_param_2,
# CHECK-NEXT: .param .u64 k_param_3,
# CHECK-NEXT: .param .u64 k_param_4,
# CHECK-NEXT: .param .u64 k_param_5
# CHECK-COUNT-2: mul.lo.s64
# CHECK-NOT: shl
# CHECK: ld.global.nc.f64
# CHECK: st.global.f64
# CHECK: ret;
