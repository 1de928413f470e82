# Which kernels are elementwise, and so coarsened, and why the others are
# not: one kernel per rule, each with the remark `--coarsening-remarks`
# prints for it, in file order.
# RUN: %dslc compile %s --coarsening-remarks -o /dev/null 2>&1 | FileCheck %s
import numpy as np
from numba import cuda, float32

COEF = np.array([1.0, 2.0, 3.0], dtype=np.float32)


@cuda.jit(device=True)
def twice(v):
    return v * 2


@cuda.jit(device=True)
def position():
    return cuda.threadIdx.x


@cuda.jit(device=True)
def lane_of():
    return cuda.laneid


# CHECK: `spelled_out` (float32[::1], float32[::1]): coarsened by 8: loads x ahead, writes y
@cuda.jit("void(float32[::1], float32[::1])")
def spelled_out(x, y):
    i = cuda.threadIdx.x + cuda.blockIdx.x * cuda.blockDim.x
    if i < x.size:
        y[i] = x[i]


# CHECK: `other_reads` (float32[::1], float32[::1], int64): coarsened by 8: loads y ahead, writes y
@cuda.jit("void(float32[::1], float32[::1], int64)")
def other_reads(coef, y, k):
    i = cuda.grid(1)
    if i < y.size:
        y[i] = y[i] * coef[0] + coef[k] + COEF[1] + twice(float32(1))


# CHECK: `write_only` (int8[::1]): not coarsened: line [[@LINE+2]]: reads no array element at a fixed offset from its `cuda.grid(1)`: nothing to load ahead
@cuda.jit("void(int8[::1])")
def write_only(out):
    i = cuda.grid(1)
    if i >= out.size:
        return
    out[i] = 7


# The factor: 32 bytes over one element of each array read (rounded up).
# CHECK: `complex128` (complex128[::1]): coarsened by 2: loads z ahead, writes z
@cuda.jit("void(complex128[::1])")
def complex128(z):
    i = cuda.grid(1)
    if i < z.size:
        z[i] = z[i] * 2


# CHECK: `three_arrays` (float32[::1], float32[::1], float32[::1]): coarsened by 3: loads a, b, c ahead, writes c
@cuda.jit("void(float32[::1], float32[::1], float32[::1])")
def three_arrays(a, b, c):
    i = cuda.grid(1)
    if i < c.size:
        c[i] = a[i] * b[i] + c[i]


# CHECK: `complex_pair` (complex128[::1], complex128[::1]): not coarsened: line [[@LINE+2]]: loads 32 bytes per thread already
@cuda.jit("void(complex128[::1], complex128[::1])")
def complex_pair(a, z):
    i = cuda.grid(1)
    if i < z.size:
        z[i] = z[i] * a[i]


# CHECK: `barrier` (float32[::1]): not coarsened: line [[@LINE+4]]: calls `cuda.syncthreads`
@cuda.jit("void(float32[::1])")
def barrier(x):
    i = cuda.grid(1)
    cuda.syncthreads()
    x[i] = 1


# CHECK: `neighbour_write` (float32[::1]): not coarsened: line [[@LINE+4]]: writes `x`, which it also reads, at an element other than the thread's own of `cuda.grid(1)`
@cuda.jit("void(float32[::1])")
def neighbour_write(x):
    i = cuda.grid(1)
    x[i + 1] = x[i]


# An array the kernel never reads may be written anywhere: blocks run in
# any order, and so do the threads a GPU thread runs.
# CHECK: `write_elsewhere` (float32[::1], float32[::1]): coarsened by 8: loads x ahead, writes y
@cuda.jit("void(float32[::1], float32[::1])")
def write_elsewhere(x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i // 2] = x[i]


# CHECK: `read_and_write_elsewhere` (float32[::1]): not coarsened: line [[@LINE+5]]: writes `x` and reads it at an element other than the thread's own of `cuda.grid(1)`
@cuda.jit("void(float32[::1])")
def read_and_write_elsewhere(x):
    i = cuda.grid(1)
    if i > 0 and i < x.size:
        x[i] = x[i - 1]


# CHECK: `reassigned` (float32[::1]): not coarsened: line [[@LINE+5]]: writes `x` and reads it at an element other than the thread's own of `cuda.grid(1)`
@cuda.jit("void(float32[::1])")
def reassigned(x):
    i = cuda.grid(1)
    i = i * 2
    x[i] = x[i] + 1


# CHECK: `grid_size` (float32[::1]): not coarsened: line [[@LINE+3]]: calls `cuda.gridsize`
@cuda.jit("void(float32[::1])")
def grid_size(x):
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        x[i] = 1


# CHECK: `grid_dim` (float32[::1]): not coarsened: line [[@LINE+4]]: reads `cuda.gridDim`
@cuda.jit("void(float32[::1])")
def grid_dim(x):
    i = cuda.grid(1)
    x[i] = cuda.gridDim.x


# Lane ids and warp shuffles see what they would: a thread runs lanes of
# virtual warps (test/codegen/virtual_lanes.py).
# CHECK: `lane` (int32[::1]): coarsened by 8, consecutive along x, lanes of virtual warps: loads x ahead, writes x
@cuda.jit("void(int32[::1])")
def lane(x):
    i = cuda.grid(1)
    x[i] = x[i] + cuda.laneid + cuda.warpsize


# CHECK: `warp_shuffle` (float32[::1], float32[::1]): coarsened by 8, consecutive along x, lanes of virtual warps: loads a ahead, writes out
@cuda.jit("void(float32[::1], float32[::1])")
def warp_shuffle(a, out):
    i = cuda.grid(1)
    v = a[i] if i < a.size else float32(0)
    v += cuda.shfl_down_sync(0xFFFFFFFF, v, 1)
    if cuda.laneid % 2 == 0:
        out[i // 2] = v


# ... but a thread that returns goes on to its next element, where the rest
# of its warp is not.
# CHECK: `lane_return` (int32[::1]): not coarsened: line [[@LINE+5]]: has a `return` and uses a warp function (line [[@LINE+6]])
@cuda.jit("void(int32[::1])")
def lane_return(x):
    i = cuda.grid(1)
    if i >= x.size:
        return
    x[i] = x[i] + lane_of()


# CHECK: `atomic` (float32[::1]): not coarsened: line [[@LINE+3]]: calls `cuda.atomic.add`
@cuda.jit("void(float32[::1])")
def atomic(x):
    cuda.atomic.add(x, 0, 1)


# CHECK: `printing` (float32[::1]): not coarsened: line [[@LINE+4]]: calls `print`
@cuda.jit("void(float32[::1])")
def printing(x):
    i = cuda.grid(1)
    print(x[i])


# CHECK: `raising` (float32[::1]): not coarsened: line [[@LINE+5]]: has a `raise`, which ends the thread
@cuda.jit("void(float32[::1])")
def raising(x):
    i = cuda.grid(1)
    if x[i] < 0:
        raise ValueError("negative")


# A complex division by zero ends the thread too (Numba's ZeroDivisionError):
# coarsened, it would skip the thread's later positions.
# CHECK: `complex_quotient` (complex64[::1], complex64[::1]): not coarsened: line [[@LINE+5]]: divides complex numbers, which ends the thread at a zero divisor
@cuda.jit("void(complex64[::1], complex64[::1])")
def complex_quotient(z, w):
    i = cuda.grid(1)
    z[i] = z[i] * 2
    z[i] = z[i] / w[i]


# CHECK: `complex_in_place` (complex128[::1], complex128[::1]): not coarsened: line [[@LINE+4]]: divides complex numbers, which ends the thread at a zero divisor
@cuda.jit("void(complex128[::1], complex128[::1])")
def complex_in_place(z, w):
    i = cuda.grid(1)
    z[i] /= w[i]


# A real divisor is a complex one, as in Numba.
# CHECK: `complex_by_real` (complex64[::1], float32[::1]): not coarsened: line [[@LINE+4]]: divides complex numbers, which ends the thread at a zero divisor
@cuda.jit("void(complex64[::1], float32[::1])")
def complex_by_real(z, r):
    i = cuda.grid(1)
    z[i] = z[i] / r[i]


# A tap may have constant indices.
# CHECK: `two_dimensional` (float32[:, ::1], float32[::1]): coarsened by 8: loads x ahead, writes out
@cuda.jit("void(float32[:, ::1], float32[::1])")
def two_dimensional(x, out):
    i = cuda.grid(1)
    out[i] = x[i, 0] + x[i, 2]


# CHECK: `strided` (float32[:]): not coarsened: line [[@LINE+4]]: indexes `float32[:]`, not a C-contiguous array of numbers
@cuda.jit("void(float32[:])")
def strided(x):
    i = cuda.grid(1)
    x[i] = 1


# CHECK: `view` (float32[::1]): not coarsened: line [[@LINE+4]]: takes a view of an array
@cuda.jit("void(float32[::1])")
def view(x):
    i = cuda.grid(1)
    x[1:][i] = 1


# CHECK: `aliased_name` (float32[::1]): not coarsened: line [[@LINE+4]]: uses an array other than by indexing it
@cuda.jit("void(float32[::1])")
def aliased_name(x):
    i = cuda.grid(1)
    y = x
    y[i] = 1


# CHECK: `device_reads_position` (int64[::1]): not coarsened: line [[@LINE+4]]: a device function it calls reads the thread's position
@cuda.jit("void(int64[::1])")
def device_reads_position(x):
    i = cuda.grid(1)
    x[i] = position()


# CHECK: `local_array` (float32[::1]): not coarsened: line [[@LINE+4]]: calls `cuda.local.array`
@cuda.jit("void(float32[::1])")
def local_array(x):
    i = cuda.grid(1)
    tmp = cuda.local.array(2, float32)
    tmp[0] = 1
    x[i] = tmp[0]


# From `cuda.grid(2)`, a GPU thread of a kernel that cannot tell runs
# consecutive positions along x: its neighbours' elements are taps too.
# 16 bytes of float32: 4 positions.
# CHECK: `stencil` (float32[:, ::1], float32[:, ::1]): coarsened by 4, consecutive along x: loads u ahead, writes out
@cuda.jit("void(float32[:, ::1], float32[:, ::1])")
def stencil(u, out):
    x, y = cuda.grid(2)
    if 0 < y < u.shape[0] - 1 and x < u.shape[1]:
        out[y, x] = u[y - 1, x] + u[y + 1, x] + u[y, 2 + x] - u[y, x]


# A 2-D kernel that reads its thread index, uses a warp function, or
# indexes a row with y runs several rows (blocks along y) instead, so that
# its threads and warps are the launch's. Three taps: at most 20 / 3 loads
# ahead.
# CHECK: `reads_thread_index` (float32[:, ::1], float32[:, ::1]): coarsened by 6 along y: loads u ahead, writes out
@cuda.jit("void(float32[:, ::1], float32[:, ::1])")
def reads_thread_index(u, out):
    x, y = cuda.grid(2)
    if 0 < y < u.shape[0] - 1 and x < u.shape[1]:
        out[y, x] = u[y - 1, x] + u[y + 1, x] + u[y, x] * cuda.threadIdx.y


# CHECK: `warp_vote` (float32[:, ::1], int32[:, ::1]): coarsened by 8 along y: loads u ahead, writes out
@cuda.jit("void(float32[:, ::1], int32[:, ::1])")
def warp_vote(u, out):
    x, y = cuda.grid(2)
    v = u[y, x] if y < u.shape[0] and x < u.shape[1] else float32(0)
    votes = cuda.ballot_sync(0xFFFFFFFF, v > 0)
    if y < u.shape[0] and x < u.shape[1]:
        out[y, x] = votes


# CHECK: `columns` (float32[:, ::1], float32[:, ::1]): coarsened by 8 along y: loads u ahead, writes out
@cuda.jit("void(float32[:, ::1], float32[:, ::1])")
def columns(u, out):
    x, y = cuda.grid(2)
    if x < u.shape[0] and y < u.shape[1]:
        out[y, x] = u[x, y] + u[x, 0]


# 16-byte elements (complex128): one vector holds one position, so the
# kernel runs the threads of 2 blocks along y instead.
# CHECK: `wide_elements` (complex128[:, ::1], complex128[:, ::1]): coarsened by 2 along y: loads a ahead, writes out
@cuda.jit("void(complex128[:, ::1], complex128[:, ::1])")
def wide_elements(a, out):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[y, x] = a[y, x] * 2


# The own element of an array in any order of the position.
# CHECK: `transposed` (float64[:, ::1], float64[:, ::1]): coarsened by 4 along y: loads a ahead, writes out
@cuda.jit("void(float64[:, ::1], float64[:, ::1])")
def transposed(a, out):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[x, y] = a[y, x]


# CHECK: `row_only` (float32[:, ::1], float32[::1]): not coarsened: line [[@LINE+5]]: writes `sums`, which it also reads, at an element other than the thread's own of `cuda.grid(2)`
@cuda.jit("void(float32[:, ::1], float32[::1])")
def row_only(a, sums):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        sums[y] += a[y, x]


# CHECK: `grid_three` (float32[::1]): not coarsened: line [[@LINE+2]]: takes its position from neither `cuda.grid(1)` nor `cuda.grid(2)`
@cuda.jit("void(float32[::1])")
def grid_three(x):
    i, j, k = cuda.grid(3)
    x[i] = x[i] + k


# CHECK: `no_position` (float32[::1]): not coarsened: line [[@LINE+2]]: takes its position from neither `cuda.grid(1)` nor `cuda.grid(2)`
@cuda.jit("void(float32[::1])")
def no_position(x):
    x[0] = 1


# CHECK: `debug_kernel` (float32[::1]): not coarsened: debug mode checks each thread
@cuda.jit("void(float32[::1])", debug=True)
def debug_kernel(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = 1


# CHECK: `reads_only` (float32[::1], float32[::1]): not coarsened: line [[@LINE+2]]: takes its position from neither `cuda.grid(1)` nor `cuda.grid(2)`
@cuda.jit("void(float32[::1], float32[::1])")
def reads_only(x, out):
    v = x[1] + out[0]


# CHECK: `turned_off` (float32[::1]): not coarsened: coarsening is off
@cuda.jit("void(float32[::1])", coarsen=False)
def turned_off(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = 1
