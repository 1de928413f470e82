# Lowering a device function specialised for compile-time arguments (at -O0,
# where it is already inlined, its slots suffixed `.i`): a number class or a
# function has no run-time value, so no slot; a parameter specialised for a
# constant starts as that constant (`n` here, which sizes the shared array),
# and one whose constant was only folded is passed at run time (`v`).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "uint32[::1]" | FileCheck %s
from numba import cuda, uint32


@cuda.jit(device=True)
def histogram(out, v, dtype, n, op):
    bins = cuda.shared.array(n, dtype)
    bins[cuda.threadIdx.x % n] = 0
    cuda.syncthreads()
    op(bins, out[cuda.threadIdx.x] % n, v)
    cuda.syncthreads()
    out[cuda.threadIdx.x] = bins[cuda.threadIdx.x % n]


@cuda.jit
def k(out):
    histogram(out, 1, uint32, 16, cuda.atomic.add)

# CHECK: @histogram.device0.shared.{{.*}} = internal addrspace(3) global [16 x i32] undef
# CHECK-LABEL: define ptx_kernel void @k(
# The slots of out, v, n and the local bins; none for dtype and op.
# CHECK-NEXT: entry:
# CHECK-NEXT: %out{{[0-9]*}}.i = alloca
# CHECK-NEXT: %[[V:v[0-9]*.i]] = alloca i64
# CHECK-NEXT: %[[N:n[0-9]*.i]] = alloca i64
# CHECK-NEXT: %bins{{[0-9]*}}.i = alloca
# CHECK: store i64 1, ptr %[[V]]
# CHECK: store i64 16, ptr %[[N]]
# CHECK: atomicrmw add ptr %{{.*}}, i32 %{{.*}} monotonic
# CHECK: ret void
