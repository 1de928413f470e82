# @cuda.jit(max_registers=40) becomes .maxnreg 40 on the entry.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit(max_registers=40)
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = 1.0

# CHECK-LABEL: .visible .entry k(
# CHECK: .maxnreg 40
# CHECK-NOT: .maxntid
# CHECK: ret;
