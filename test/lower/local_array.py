# cuda.local.array: an alloca of the whole array in the entry block, also
# for a call inside a loop (one array, reused), aligned to its element or
# to `alignment=`; C layout.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int64" | FileCheck %s
from numba import cuda, float32, float64, int8


@cuda.jit
def k(out, n):
    l = cuda.local.array(5, float64)
    for j in range(n):
        m = cuda.local.array((2, 3), float32)
        m[j % 2, 1] = j
        l[j] = m[0, 1]
    v = cuda.local.array(shape=(4,), dtype=int8, alignment=8)
    v[0] = 1
    out[0] = l[n] + v[0]

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK-NEXT: entry:
# CHECK-DAG: %[[V:local_array.*]] = alloca [4 x i8], align 8
# CHECK-DAG: %[[M:local_array.*]] = alloca [6 x float], align 4
# CHECK-DAG: %[[L:local_array.*]] = alloca [5 x double], align 8
# CHECK: insertvalue { ptr, [1 x i64], [1 x i64] } poison, ptr %[[L]], 0
# CHECK: for.body:
# CHECK-NOT: alloca
# CHECK: %[[M0:.*]] = insertvalue { ptr, [2 x i64], [2 x i64] } poison, ptr %[[M]], 0
# CHECK-NEXT: %[[M1:.*]] = insertvalue { ptr, [2 x i64], [2 x i64] } %[[M0]], i64 2, 1, 0
# CHECK-NEXT: %[[M2:.*]] = insertvalue { ptr, [2 x i64], [2 x i64] } %[[M1]], i64 12, 2, 0
# CHECK-NEXT: %[[M3:.*]] = insertvalue { ptr, [2 x i64], [2 x i64] } %[[M2]], i64 3, 1, 1
# CHECK-NEXT: insertvalue { ptr, [2 x i64], [2 x i64] } %[[M3]], i64 4, 2, 1
# CHECK: for.end:
# CHECK-NOT: alloca
# CHECK: insertvalue { ptr, [1 x i64], [1 x i64] } poison, ptr %[[V]], 0
