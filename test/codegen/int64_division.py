# int64 `//` and `%` with a run-time divisor: 64-bit signed division, which
# the back end guards with a 32-bit fast path for small operands (both fit in
# 32 bits: div.u32); the sign fix-up and the zero check are selects, not
# branches.
# RUN: %dslc-ptx %s --kernel k --signature "int64[::1], int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, d):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] // d + a[i] % d

# CHECK-LABEL: .visible .entry k(
# CHECK-DAG: div.s64
# CHECK-DAG: div.u32
# CHECK: selp.b64
# CHECK: ret;
