# docs/language.md, "Atomics".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32[::1], uint32[::1], float64[:, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(values, counts, grid):
    i = cuda.grid(1)
    old = cuda.atomic.add(counts, values[i], 1)      # uint32: the old count
    cuda.atomic.max(grid, (0, 1), values[i])         # 2-D: a tuple index
    cuda.atomic.inc(counts, 0, 255)                  # wraps to 0 after 255
    seen = cuda.atomic.cas(values, 0, 0, i)          # int32: the old value
    values[i] = old + seen

# CHECK: Name old <{{.*}}> : uint32
# CHECK: Name seen <{{.*}}> : int32
