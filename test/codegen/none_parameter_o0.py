# At -O0 device functions are called, not inlined; a parameter that holds
# `None` (the library's collectives leave `initial_value=None`, and callers
# may pass None to them) has no run-time value, so it is not a parameter of
# the PTX function (an empty struct, which NVPTX cannot pass, once was: an
# internal error).
# RUN: %dslc-ptx %s -O0 --kernel k --signature "int32[::1]" --block-dim 128 | FileCheck %s
from numba import cuda

from cuda import coop


@cuda.jit
def k(x):
    items = coop.local.array(4, dtype=x.dtype)
    base = cuda.grid(1) * 4
    for j in range(4):
        items[j] = x[base + j]
    coop.block.inclusive_sum(items, items, items_per_thread=4)
    for j in range(4):
        x[base + j] = items[j]

# CHECK: .func
# CHECK-LABEL: .visible .entry k(
# CHECK: call.uni
