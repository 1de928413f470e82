# Atomics come out as PTX atom.* on the array's address space: global for
# arguments, shared for shared arrays; sub of an integer adds the negation;
# uint32 inc/dec are atom.inc/dec; float max/min and 64-bit inc/dec are
# atom.cas loops.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], uint32[::1], float32[::1], float64[::1], uint64[::1], int64" | FileCheck %s
from numba import cuda, int32


@cuda.jit
def k(a, u, f, d, w, i):
    s = cuda.shared.array(32, int32)
    s[i] = 0
    cuda.syncthreads()
    cuda.atomic.add(s, i, 1)
    a[0] = cuda.atomic.add(a, i, 5)
    a[1] = cuda.atomic.sub(a, i, s[i])
    a[2] = cuda.atomic.max(a, i, 7)
    a[3] = cuda.atomic.min(a, i, 7)
    a[4] = cuda.atomic.and_(a, i, 6)
    a[5] = cuda.atomic.or_(a, i, 6)
    a[6] = cuda.atomic.xor(a, i, 6)
    a[7] = cuda.atomic.exch(a, i, 9)
    a[8] = cuda.atomic.cas(a, i, 1, 2)
    u[0] = cuda.atomic.inc(u, i, 10)
    u[1] = cuda.atomic.dec(u, i, 10)
    u[2] = cuda.atomic.max(u, i, 10)
    f[0] = cuda.atomic.add(f, i, 1.5)
    f[1] = cuda.atomic.max(f, i, 2.5)
    d[0] = cuda.atomic.add(d, i, 1.5)
    d[1] = cuda.atomic.nanmin(d, i, 2.5)
    w[0] = cuda.atomic.inc(w, i, 10)

# CHECK-LABEL: .visible .entry k(
# CHECK: atom.shared.add.u32 %r{{[0-9]+}}, [%r{{[0-9]+}}], 1;
# CHECK: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 5;
# CHECK: neg.s32
# CHECK: atom.global.add.u32
# CHECK: atom.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
# CHECK: atom.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
# CHECK: atom.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 6;
# CHECK: atom.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 6;
# CHECK: atom.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 6;
# CHECK: atom.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 9;
# CHECK: atom.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1, 2;
# CHECK: atom.inc.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 10;
# CHECK: atom.dec.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 10;
# CHECK: atom.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 10;
# CHECK: atom.global.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3FC00000;
# CHECK: ld.volatile.global.f32
# CHECK: atom.global.cas.b32
# CHECK: atom.global.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0d3FF8000000000000;
# CHECK: ld.volatile.global.f64
# CHECK: atom.global.cas.b64
# CHECK: ld.global.u64
# CHECK: atom.global.cas.b64
