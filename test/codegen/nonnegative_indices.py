# An index shown never to be negative gets no negative-index wrap-around
# (a compare with 0 and a select of index + extent): thread and block
# indices, extents, constants >= 0, variables assigned once from them, and
# a range loop's variable in its loop (non-negative start and step), with
# `stop - j` and `stop - 1 - j`. Every other signed index wraps, as Python's
# do: an offset below the position, a loop variable the loop reassigns, a
# range with a negative step, `stop - 2 - j`, a parameter; and every index
# in debug mode, whose checks report the index as given.
# RUN: %dslc compile %s --kernel tile_reverse --signature "float32[::1], float32[::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=TILE
# RUN: %dslc compile %s --kernel shifted --signature "float32[::1], float32[::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=WRAP
# RUN: %dslc compile %s --kernel reassigned --signature "float32[::1], int64" --emit=llvm -O0 | FileCheck %s --check-prefix=WRAP
# RUN: %dslc compile %s --kernel downwards --signature "float32[::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=WRAP
# RUN: %dslc compile %s --kernel two_before_stop --signature "float32[::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=WRAP
# RUN: %dslc compile %s --kernel parameter --signature "float32[::1], int64" --emit=llvm -O0 | FileCheck %s --check-prefix=WRAP
# RUN: %dslc compile %s --kernel grid_2d --signature "float32[:, ::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=NONE
# RUN: %dslc compile %s --kernel tile_reverse --signature "float32[::1], float32[::1]" --emit=llvm -O0 -g | FileCheck %s --check-prefix=DEBUG
from numba import cuda, float32


@cuda.jit(coarsen=False)
def tile_reverse(a, out):
    buf = cuda.shared.array(0, float32)
    tile = buf.shape[0]
    base = cuda.blockIdx.x * tile
    for j in range(cuda.threadIdx.x, tile, cuda.blockDim.x):
        buf[j] = a[base + j]
    cuda.syncthreads()
    for j in range(cuda.threadIdx.x, tile, cuda.blockDim.x):
        out[base + j] = buf[tile - 1 - j] + buf[tile - j] * 0


# TILE-LABEL: define ptx_kernel void @tile_reverse(
# TILE-NOT: icmp slt i64 {{%[0-9a-z.]+}}, 0
# TILE: ret void
# DEBUG-LABEL: define ptx_kernel void @tile_reverse(
# DEBUG: [[NEGATIVE:%[0-9]+]] = icmp slt i64 {{%[0-9a-z.]+}}, 0
# DEBUG: select i1 [[NEGATIVE]], i64


@cuda.jit(coarsen=False)
def shifted(a, out):
    i = cuda.grid(1)
    out[i] = a[i - 1]


# WRAP: [[NEGATIVE:%[0-9]+]] = icmp slt i64 {{%[0-9a-z.]+}}, 0
# WRAP: select i1 [[NEGATIVE]], i64


@cuda.jit(coarsen=False)
def reassigned(a, n):
    for j in range(n):
        j = j - 5
        a[j] = 1


@cuda.jit(coarsen=False)
def downwards(a):
    for j in range(10, 0, -1):
        a[j] = 1


@cuda.jit(coarsen=False)
def two_before_stop(a):
    n = a.shape[0]
    for j in range(n):
        a[n - 2 - j] = 1


@cuda.jit(coarsen=False)
def parameter(a, k):
    a[k] = 1


# Both components of cuda.grid(2), and products and sums of them.
@cuda.jit(coarsen=False)
def grid_2d(a):
    x, y = cuda.grid(2)
    w = a.shape[1]
    a[y, x] = a[y * 1 + cuda.threadIdx.y >> 1, max(x - 3, w) & 7]


# NONE-LABEL: define ptx_kernel void @grid_2d(
# NONE-NOT: icmp slt i64 {{%[0-9a-z.]+}}, 0
# NONE: ret void


# Inside a loop over range(tid, seglen), seglen (a parameter never
# assigned) is above tid >= 0, so seg * seglen + j is never negative:
# base, assigned once before the loop, is judged where it is read.
# RUN: %dslc compile %s --kernel segments --signature "float32[::1], float32[::1], int64" --emit=llvm -O0 | FileCheck %s --check-prefix=SEGMENTS
@cuda.jit(coarsen=False)
def segments(data, out, seglen):
    seg = cuda.blockIdx.x
    base = seg * seglen
    acc = float32(0)
    for j in range(cuda.threadIdx.x, seglen, 256):
        acc += data[base + j]
    out[seg] = acc + data[base]


# Outside the loop, base may be negative (seglen is): data[base] wraps.
# SEGMENTS-LABEL: define ptx_kernel void @segments(
# SEGMENTS: for.body:
# SEGMENTS-NOT: icmp slt i64 {{%[0-9a-z.]+}}, 0
# SEGMENTS: for.end:
# SEGMENTS: [[NEGATIVE:%[0-9]+]] = icmp slt i64 {{%[0-9a-z.]+}}, 0
# SEGMENTS: select i1 [[NEGATIVE]], i64
