# cuda.shared.array: one internal addrspace(3) global per call site, shape
# from the call, aligned to its element (16 from 16 bytes on); the array's
# data pointer is the generic address of the global, C layout. A device
# function inlined twice shares its array, as in Numba.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int64" | FileCheck %s
from numba import cuda, float32, float64, int16, uint8


@cuda.jit(device=True)
def helper(out, i):
    s = cuda.shared.array(4, int16)
    s[i] = i
    out[i] += s[3 - i]


@cuda.jit
def k(out, i):
    a = cuda.shared.array(8, float32)
    b = cuda.shared.array((4, 3), float64)
    t = cuda.shared.array(shape=3, dtype=uint8)
    w = cuda.shared.array(2, float32, alignment=64)
    a[i] = 1.0
    b[i, 2] = a[i + 1]
    t[i] = 7
    w[0] = t[1]
    out[0] = b[1, i] + w[1]
    helper(out, i)
    helper(out, i + 1)

# CHECK-DAG: @k.shared.L18 = internal addrspace(3) global [8 x float] undef, align 16
# CHECK-DAG: @k.shared.L19 = internal addrspace(3) global [12 x double] undef, align 16
# CHECK-DAG: @k.shared.L20 = internal addrspace(3) global [3 x i8] undef, align 1
# CHECK-DAG: @k.shared.L21 = internal addrspace(3) global [2 x float] undef, align 64
# CHECK-DAG: @helper.device0.shared.L11 = internal addrspace(3) global [4 x i16] undef, align 2
# CHECK-NOT: shared.L11.
# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: store { ptr, [1 x i64], [1 x i64] } { ptr addrspacecast (ptr addrspace(3) @k.shared.L18 to ptr), [1 x i64] [i64 8], [1 x i64] [i64 4] }, ptr %a
# CHECK: store { ptr, [2 x i64], [2 x i64] } { ptr addrspacecast (ptr addrspace(3) @k.shared.L19 to ptr), [2 x i64] [i64 4, i64 3], [2 x i64] [i64 24, i64 8] }, ptr %b
# CHECK: store { ptr, [1 x i64], [1 x i64] } { ptr addrspacecast (ptr addrspace(3) @k.shared.L20 to ptr), [1 x i64] [i64 3], [1 x i64] [i64 1] }, ptr %t
# CHECK-COUNT-2: addrspacecast (ptr addrspace(3) @helper.device0.shared.L11 to ptr)
