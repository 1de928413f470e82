# cuda.shared.array(0, dtype): every dynamic array starts at the module's one
# extern byte array (they alias, as in Numba); its one dimension is the
# launch's dynamic shared bytes, read from %dynamic_smem_size, divided by the
# element size.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1]" | FileCheck %s
from numba import cuda, float32, float64


@cuda.jit
def k(out):
    c = cuda.shared.array(0, float32)
    d = cuda.shared.array(0, dtype=float64)
    c[0] = 1.5
    out[0] = d[0] + c.shape[0] + d.size

# CHECK: @__dslc_dynamic_shared = external addrspace(3) global [0 x i8], align 16
# CHECK-NOT: global
# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[BYTES:.*]] = call i32 asm "mov.u32 $0, %dynamic_smem_size;", "=r"()
# CHECK-NEXT: %[[WIDE:.*]] = zext i32 %[[BYTES]] to i64
# CHECK-NEXT: %[[N:.*]] = udiv i64 %[[WIDE]], 4
# CHECK-NEXT: %[[C:.*]] = insertvalue { ptr, [1 x i64], [1 x i64] } { ptr addrspacecast (ptr addrspace(3) @__dslc_dynamic_shared to ptr), [1 x i64] poison, [1 x i64] poison }, i64 %[[N]], 1, 0
# CHECK-NEXT: insertvalue { ptr, [1 x i64], [1 x i64] } %[[C]], i64 4, 2, 0
# CHECK: %[[BYTES2:.*]] = call i32 asm "mov.u32 $0, %dynamic_smem_size;", "=r"()
# CHECK-NEXT: %[[WIDE2:.*]] = zext i32 %[[BYTES2]] to i64
# CHECK-NEXT: %[[N2:.*]] = udiv i64 %[[WIDE2]], 8
# CHECK-NEXT: %[[D:.*]] = insertvalue { ptr, [1 x i64], [1 x i64] } { ptr addrspacecast (ptr addrspace(3) @__dslc_dynamic_shared to ptr), [1 x i64] poison, [1 x i64] poison }, i64 %[[N2]], 1, 0
# CHECK-NEXT: insertvalue { ptr, [1 x i64], [1 x i64] } %[[D]], i64 8, 2, 0
