# In a range loop `continue` goes to the latch (which steps and tests),
# `break` to the end; the `else` block runs when the range is exhausted,
# also when it was empty, and not after `break`.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n):
    for i in range(n):
        if out[i] == 0:
            continue
        if out[i] < 0:
            break
    else:
        out[0] = 1

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: br i1 %{{.*}}, label %for.body, label %for.else
# CHECK: for.body:
# CHECK: if.then:
# CHECK-NEXT: br label %for.latch
# CHECK: [[BREAK:if.then.*]]:
# CHECK-NEXT: br label %for.end
# CHECK: for.latch:
# CHECK: br i1 %{{.*}}, label %for.body, label %for.else
# CHECK: for.else:
# CHECK: store i64 1
# CHECK: br label %for.end
# CHECK: for.end:
# CHECK-NEXT: ret void
