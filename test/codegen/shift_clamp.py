# A shift by the width or more gives 0 (Python's unbounded integers), one
# compare and select around the shift; a constant shift is a plain shift.
# RUN: %dslc-ptx %s --kernel k --signature "int64[::1], int64[::1], int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = (a[i] << b[i]) + (a[i] << 3)

# CHECK-LABEL: .visible .entry k(
# CHECK: setp.gt.u64 {{.*}}, 63;
# CHECK: shl.b64
# CHECK: selp.b64
# CHECK: shl.b64 {{.*}}, 3;
# CHECK: ret;
