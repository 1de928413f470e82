# Indexing with cuda.grid(1): the index is signed, so lowering adds the
# negative-index wraparound, but grid(1) is known non-negative (`nuw`), so
# -O3 removes the test: the address is base + i * 4, nothing else. (The
# pointers are still generic here; the back end's address-space inference
# makes them global. Coarsening off: one copy of the body.)
# RUN: %dslc compile %s --emit=llvm -O3 --no-coarsen --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = a[i] * 2.0

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK-NOT: icmp slt i64 %{{.*}}, 0
# CHECK-NOT: select
# CHECK: %[[I:.*]] = add nuw nsw i64
# CHECK: getelementptr inbounds float, ptr %{{.*}}, i64 %[[I]]
# CHECK: getelementptr inbounds float, ptr %{{.*}}, i64 %[[I]]
# CHECK: load float
# CHECK: store float
# CHECK: ret void
