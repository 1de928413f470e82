# @cuda.jit(launch_bounds=(256, 2)) becomes .maxntid 256, 1, 1 and
# .minnctapersm 2 on the entry (ptxas reads the second only with the first).
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit(launch_bounds=(256, 2))
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = 0.0

# CHECK-LABEL: .visible .entry k(
# CHECK: .maxntid 256, 1, 1
# CHECK-NEXT: .minnctapersm 2
# CHECK: ret;
