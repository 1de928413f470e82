# A loop of warp functions whose trip count comes from the kernel's
# arguments is unrolled 4 times, with a remainder loop for the last trips
# (as nvcc unrolls one): the 4 shuffles of the unrolled loop are
# independent and overlap. LLVM alone unrolls no loop with a run-time trip
# count that holds a convergent operation. Not unrolled: a loop whose trip
# count depends on the thread (its lanes may leave at different trips), and
# one with a block barrier. (Not coarsened, to keep one body.)
# RUN: %dslc-ptx %s --kernel uniform --signature "float32[::1], int64" | FileCheck %s --check-prefix=UNIFORM
# RUN: %dslc-ptx %s --kernel per_thread --signature "float32[::1], int64" | FileCheck %s --check-prefix=THREAD
# RUN: %dslc-ptx %s --kernel with_barrier --signature "float32[::1], int64" | FileCheck %s --check-prefix=BARRIER
# RUN: %dslc-ptx %s -O0 --kernel uniform --signature "float32[::1], int64" | FileCheck %s --check-prefix=O0
from numba import cuda, float32


@cuda.jit(coarsen=False)
def uniform(a, reps):
    i = cuda.grid(1)
    v = a[i]
    acc = v * 0
    for r in range(reps):
        acc += cuda.shfl_down_sync(0xFFFFFFFF, v + float32(r), 1)
    a[i] = acc


@cuda.jit(coarsen=False)
def per_thread(a, reps):
    i = cuda.grid(1)
    v = a[i]
    acc = v * 0
    for r in range(reps + cuda.threadIdx.x // 32):
        acc += cuda.shfl_down_sync(0xFFFFFFFF, v + float32(r), 1)
    a[i] = acc


@cuda.jit(coarsen=False)
def with_barrier(a, reps):
    i = cuda.grid(1)
    v = a[i]
    acc = v * 0
    for r in range(reps):
        acc += cuda.shfl_down_sync(0xFFFFFFFF, v + float32(r), 1)
        cuda.syncthreads()
    a[i] = acc

# The unrolled loop, then the remainder's (LLVM marks it not to unroll).
# UNIFORM-LABEL: .entry uniform(
# UNIFORM: and.b64 {{.*}}, 3;
# UNIFORM: [[LOOP:\$L__BB[0-9_]+]]:
# UNIFORM-COUNT-4: shfl.sync.down.b32
# UNIFORM-NOT: shfl.sync
# UNIFORM: bra{{.*}} [[LOOP]];
# UNIFORM: .pragma "nounroll";
# UNIFORM: shfl.sync.down.b32
# UNIFORM-NOT: shfl.sync
# UNIFORM: ret;

# THREAD-LABEL: .entry per_thread(
# THREAD: shfl.sync.down.b32
# THREAD-NOT: shfl.sync
# THREAD: ret;

# BARRIER-LABEL: .entry with_barrier(
# BARRIER: shfl.sync.down.b32
# BARRIER-NOT: shfl.sync
# BARRIER: ret;

# -O0 runs no optimiser: one shuffle.
# O0-LABEL: .entry uniform(
# O0: shfl.sync.down.b32
# O0-NOT: shfl.sync
# O0: ret;
