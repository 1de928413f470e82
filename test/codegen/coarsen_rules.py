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


# CHECK: `spelled_out` (float32[::1], float32[::1]): coarsened by 4: loads x ahead, writes y
@cuda.jit("void(float32[::1], float32[::1])")
def spelled_out(x, y):
    i = cuda.threadIdx.x + cuda.blockIdx.x * cuda.blockDim.x
    if i < x.size:
        y[i] = x[i]


# CHECK: `other_reads` (float32[::1], float32[::1], int64): coarsened by 4: loads y ahead, writes y
@cuda.jit("void(float32[::1], float32[::1], int64)")
def other_reads(coef, y, k):
    i = cuda.grid(1)
    if i < y.size:
        y[i] = y[i] * coef[0] + coef[k] + COEF[1] + twice(float32(1))


# CHECK: `write_only` (int8[::1]): coarsened by 8: loads nothing ahead, writes out
@cuda.jit("void(int8[::1])")
def write_only(out):
    i = cuda.grid(1)
    if i >= out.size:
        return
    out[i] = 7


# CHECK: `complex128` (complex128[::1]): not coarsened: line [[@LINE+2]]: its elements are 16 bytes wide already
@cuda.jit("void(complex128[::1])")
def complex128(z):
    i = cuda.grid(1)
    if i < z.size:
        z[i] = z[i] * 2


# CHECK: `barrier` (float32[::1]): not coarsened: line [[@LINE+4]]: calls `cuda.syncthreads`
@cuda.jit("void(float32[::1])")
def barrier(x):
    i = cuda.grid(1)
    cuda.syncthreads()
    x[i] = 1


# CHECK: `neighbour_write` (float32[::1]): not coarsened: line [[@LINE+4]]: writes an array at an index other than the thread's `i`
@cuda.jit("void(float32[::1])")
def neighbour_write(x):
    i = cuda.grid(1)
    x[i + 1] = 1


# CHECK: `read_and_write_elsewhere` (float32[::1]): not coarsened: line [[@LINE+5]]: writes `x` and reads it at an index other than the thread's
@cuda.jit("void(float32[::1])")
def read_and_write_elsewhere(x):
    i = cuda.grid(1)
    if i > 0 and i < x.size:
        x[i] = x[i - 1]


# CHECK: `reassigned` (float32[::1]): not coarsened: line [[@LINE+5]]: writes an array at an index other than the thread's `i`
@cuda.jit("void(float32[::1])")
def reassigned(x):
    i = cuda.grid(1)
    i = i * 2
    x[i] = 1


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


# CHECK: `lane` (int32[::1]): not coarsened: line [[@LINE+4]]: reads `cuda.laneid`
@cuda.jit("void(int32[::1])")
def lane(x):
    i = cuda.grid(1)
    x[i] = cuda.laneid


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


# CHECK: `two_dimensional` (float32[:, ::1]): not coarsened: line [[@LINE+4]]: indexes `float32[:, ::1]`, not a 1-D contiguous array of numbers
@cuda.jit("void(float32[:, ::1])")
def two_dimensional(x):
    i = cuda.grid(1)
    x[i, 0] = 1


# CHECK: `strided` (float32[:]): not coarsened: line [[@LINE+4]]: indexes `float32[:]`, not a 1-D contiguous array of numbers
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


# CHECK: `grid_two` (float32[::1]): not coarsened: line [[@LINE+3]]: calls `cuda.grid` for more than one dimension
@cuda.jit("void(float32[::1])")
def grid_two(x):
    i, j = cuda.grid(2)
    x[i] = j


# CHECK: `no_position` (float32[::1]): not coarsened: line [[@LINE+3]]: writes an array at an index other than the thread's `cuda.grid(1)`
@cuda.jit("void(float32[::1])")
def no_position(x):
    x[0] = 1


# CHECK: `debug_kernel` (float32[::1]): not coarsened: debug mode checks each thread
@cuda.jit("void(float32[::1])", debug=True)
def debug_kernel(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = 1


# CHECK: `reads_only` (float32[::1], float32[::1]): not coarsened: line [[@LINE+2]]: indexes no array at the thread's `cuda.grid(1)`
@cuda.jit("void(float32[::1], float32[::1])")
def reads_only(x, out):
    v = x[1] + out[0]


# CHECK: `turned_off` (float32[::1]): not coarsened: coarsening is off
@cuda.jit("void(float32[::1])", coarsen=False)
def turned_off(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = 1
