# A 2-D kernel that uses no warp function and reads its position only
# through cuda.grid(2) is coarsened along x with consecutive positions: GPU
# thread t of the launch divided along x runs x = t * C + k, k = 0..C-1.
# Its taps along a row are then consecutive elements, each loaded once: a
# 5-point stencil over 4 positions reads rows y - 1 and y + 1 at offsets 0
# to 3 and row y at -1 to 4. Where every array read along x is aligned to
# 16 bytes and so are its rows (a mask of the pointer, and the row length a
# multiple of 4), offsets 0 to 3 are one 16-byte load; otherwise (and for
# the rest) one element at a time. The body takes its position (i64).
# RUN: %dslc compile %s --kernel stencil --signature "float32[:, ::1], float32[:, ::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel stencil --signature "float32[:, ::1], float32[:, ::1]" | FileCheck %s --check-prefix=PTX
# RUN: %dslc-ptx %s --kernel scale --signature "float64[:, ::1], float64[::1], float64[:, ::1]" | FileCheck %s --check-prefix=DOUBLE
# RUN: %dslc-ptx %s --kernel narrow --signature "int8[:, ::1], int8[:, ::1]" | FileCheck %s --check-prefix=NARROW
from numba import cuda


@cuda.jit
def stencil(u, out):
    x, y = cuda.grid(2)
    if 0 < y < u.shape[0] - 1 and 0 < x < u.shape[1] - 1:
        out[y, x] = u[y - 1, x] + u[y + 1, x] + u[y, x - 1] + u[y, x + 1] - 4 * u[y, x]


# IR-LABEL: define ptx_kernel void @stencil(
# IR: %thread = add nuw nsw i64
# IR: %first = mul nuw nsw i64 %thread, 4
# An uncoarsened launch: the GPU thread's own position.
# IR: uncoarsened:
# IR-NEXT: add nuw i64 %thread, 1
# IR: ahead:
# IR: call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %u, i64 -16)
# IR: and i64 %u.shape1, 3
# IR: br i1 %{{[0-9]+}}, label %ahead.vectors, label %ahead.elements
# IR: ahead.vectors:
# IR-COUNT-3: call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p1(ptr addrspace(1) %{{[0-9]+}}, i32 16)
# IR: ahead.elements:
# IR-NOT: llvm.nvvm.ldg
# IR: ahead.bodies:
# IR-COUNT-4: call void @stencil.thread({{.*}}, i64 %{{[0-9a-z]+}}, i1 false,
# IR: one.loop:
# IR-NEXT: %position = phi i64
# IR: define internal void @stencil.thread({{.*}}, i64 %position, i1 %from.memory,

# The vectors, and the same elements one at a time on the other path.
# PTX-LABEL: .entry stencil(
# PTX-COUNT-3: ld.global.nc.v4.f32
# PTX-COUNT-12: ld.global.nc.f32
# PTX-NOT: ld.global.nc.v4


# float64: 2 positions per thread, one 16-byte vector per row; the 1-D
# array indexed by x is a row too.
@cuda.jit
def scale(a, w, out):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[y, x] = a[y, x] * w[x]


# DOUBLE-LABEL: .entry scale(
# DOUBLE-COUNT-2: ld.global.nc.v2.f64


# 1-byte elements: 8 positions, loaded one at a time.
@cuda.jit
def narrow(a, out):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[y, x] = a[y, x] + 1


# NARROW-LABEL: .entry narrow(
# NARROW-NOT: .v{{[248]}}.
# NARROW: ld.global.nc.u8
# NARROW-NOT: .v{{[248]}}.
# NARROW: ret;
