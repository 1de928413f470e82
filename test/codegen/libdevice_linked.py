# libdevice functions are linked into the module and inlined: the PTX has no
# `.extern .func __nv_...` for the driver to resolve and no call, only the
# instructions (a float32 exp: ex2.approx after a range reduction).
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s
from numba import cuda
import math


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = math.exp(a[i]) + math.log(a[i])

# CHECK-NOT: .extern
# CHECK-NOT: .func
# CHECK-LABEL: .visible .entry k(
# CHECK-NOT: call
# CHECK: ex2.approx
# CHECK-NOT: call
# CHECK: ret;
