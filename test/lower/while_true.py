# `while True` has no test: the header branches straight into the body, and
# only `break` leaves.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    i = 0
    while True:
        i += 1
        if i > 10:
            break
    out[0] = i

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: while.cond:
# CHECK-NEXT: br label %while.body
# CHECK: while.body:
# CHECK: br i1 %{{.*}}, label %if.then, label %if.end
# CHECK: if.then:
# CHECK-NEXT: br label %while.end
# CHECK: if.end:
# CHECK-NEXT: br label %while.cond
# CHECK: while.end:
# CHECK: store i64
