# cuda.coop's VECTORIZE loads and stores, as CUB's: where the tile's address
# is a multiple of the vector (tested at run time, the same in every
# thread), 16-byte vectors (4 float32s, 2 float64s; 2 int32s for 6 items),
# read through the read-only cache for an array the kernel does not write;
# elsewhere, and with num_valid_items, item by item.
# RUN: %dslc-ptx %s --kernel f32 --signature "float32[::1], float32[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --kernel f64 --signature "float64[::1], float64[::1]" | FileCheck %s --check-prefix=F64
# RUN: %dslc-ptx %s --kernel six --signature "int32[::1], int32[::1], int32" | FileCheck %s --check-prefix=SIX
# Under -g each vector's first and last elements are bounds-checked.
# RUN: %dslc-ptx %s -g --kernel f32 --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=DEBUG
from numba import cuda

from cuda import coop


@cuda.jit(launch_bounds=128)
def f32(src, dst):
    items = coop.local.array(8, dtype=src.dtype)
    base = cuda.blockIdx.x * 128 * 8
    coop.block.load(src[base:], items, 8, algorithm=coop.BlockLoadAlgorithm.VECTORIZE)
    coop.block.store(dst[base:], items, 8, algorithm=coop.BlockStoreAlgorithm.VECTORIZE)


@cuda.jit(launch_bounds=128)
def f64(src, dst):
    items = coop.local.array(4, dtype=src.dtype)
    coop.block.load(src, items, 4, algorithm=coop.BlockLoadAlgorithm.VECTORIZE)
    coop.block.store(dst, items, 4, algorithm=coop.BlockStoreAlgorithm.VECTORIZE)


@cuda.jit(launch_bounds=128)
def six(src, dst, n):
    items = coop.local.array(6, dtype=src.dtype)
    coop.block.load(src, items, 6, algorithm=coop.BlockLoadAlgorithm.VECTORIZE)
    coop.block.store(dst, items, 6, algorithm=coop.BlockStoreAlgorithm.VECTORIZE)
    coop.block.load(src, items, 6, algorithm=coop.BlockLoadAlgorithm.VECTORIZE,
                    num_valid_items=n)


# CHECK: and.b64 [[LOW:%rd[0-9]+]], [[ADDRESS:%rd[0-9]+]], -16;
# CHECK: setp.eq.s64 {{%p[0-9]+}}, [[LOW]], [[ADDRESS]];
# CHECK-COUNT-8: ld.global.nc.f32
# CHECK-COUNT-2: ld.global.nc.v4.f32
# CHECK: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -16;
# CHECK-COUNT-8: st.global.f32
# CHECK-COUNT-2: st.global.v4.f32
# CHECK-NOT: .local
# CHECK: ret;

# F64-COUNT-4: ld.global.nc.f64
# F64-COUNT-2: ld.global.nc.v2.f64
# F64-COUNT-4: st.global.f64
# F64-COUNT-2: st.global.v2.f64
# F64: ret;

# SIX: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
# SIX-COUNT-6: ld.global.nc.u32
# SIX-COUNT-3: ld.global.nc.v2.u32
# SIX: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
# SIX-COUNT-6: st.global.u32
# SIX-COUNT-3: st.global.v2.u32
# SIX-NOT: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
# SIX-NOT: v2
# SIX: ret;

# DEBUG-COUNT-2: {{ld.global(.nc)?.v4.f32}}
# DEBUG-COUNT-2: st.global.v4.f32
