# The PTX parameter list follows the kernel ABI: an array is a .u64 pointer
# then one .u64 extent per dimension (and one stride per dimension when it
# is strided); numbers have their own width (bool a byte, float16 two bytes).
# RUN: %dslc-ptx %s --kernel k --signature "float32[:, ::1], bool, float16, float32, float64, int32, uint8, int64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, flag, h, x, d, n, b, s):
    pass

# CHECK-LABEL: .visible .entry k(
# CHECK-NEXT: .param .u64 k_param_0,
# CHECK-NEXT: .param .u64 k_param_1,
# CHECK-NEXT: .param .u64 k_param_2,
# CHECK-NEXT: .param .u8 k_param_3,
# CHECK-NEXT: .param .align 2 .b8 k_param_4[2],
# CHECK-NEXT: .param .f32 k_param_5,
# CHECK-NEXT: .param .f64 k_param_6,
# CHECK-NEXT: .param .u32 k_param_7,
# CHECK-NEXT: .param .u8 k_param_8,
# CHECK-NEXT: .param .u64 k_param_9,
# CHECK-NEXT: .param .u64 k_param_10,
# CHECK-NEXT: .param .u64 k_param_11
# CHECK-NEXT: )
