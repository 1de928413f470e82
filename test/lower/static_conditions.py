# Conditions known at compile time (constants, module-level flags) are
# decided by sema: the dead arm is not lowered at all, a live arm is
# straight-line code (no branch, no block), and `while False` lowers only
# its `else`.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1]" | FileCheck %s
from numba import cuda

DEBUG = False
LEVEL = 2


@cuda.jit
def k(out):
    if DEBUG:
        out[0] = 111
    if LEVEL > 1:
        out[1] = 222
    else:
        out[1] = 333
    if DEBUG:
        out[2] = 444
    elif LEVEL == 2:
        out[2] = 555
    while False:
        out[3] = 666
    else:
        out[3] = 777

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK-NOT: br
# CHECK-NOT: 111
# CHECK: store i64 222
# CHECK-NOT: 333
# CHECK-NOT: 444
# CHECK: store i64 555
# CHECK-NOT: 666
# CHECK: store i64 777
# CHECK-NOT: br
# CHECK: ret void
