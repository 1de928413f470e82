# A device function with several `return`s stores the value into its return
# slot and branches to one `return` block, which loads and returns it (once
# inlined, the block that follows the call: `sign.device0.exit`); a
# device function that returns nothing returns void (its call's value is
# None). Arrays are passed as their struct (pointer, shape, strides).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def sign(x):
    if x < 0:
        return -1
    elif x == 0:
        return 0
    return 1


@cuda.jit(device=True)
def put(a, i, v):
    a[i] = v


@cuda.jit
def k(out, n):
    put(out, 0, sign(n))

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[SLOT:return[0-9]*.i]] = alloca i64
# CHECK: store i64 -1, ptr %[[SLOT]]
# CHECK-NEXT: br label %[[RETURN:sign.device0.exit]]
# CHECK: store i64 0, ptr %[[SLOT]]
# CHECK-NEXT: br label %[[RETURN]]
# CHECK: store i64 1, ptr %[[SLOT]]
# CHECK-NEXT: br label %[[RETURN]]
# CHECK: [[RETURN]]:
# CHECK-NEXT: %[[SIGN:.*]] = load i64, ptr %[[SLOT]]
# CHECK: store { ptr, [1 x i64], [1 x i64] } %{{.*}}, ptr %[[ARRAY:a[0-9]*.i]]
# CHECK: store i64 %[[SIGN]], ptr %[[V:v[0-9]*.i]]
# CHECK: load { ptr, [1 x i64], [1 x i64] }, ptr %[[ARRAY]]
# CHECK: store i64 %{{.*}}, ptr %{{.*}}, align 8
# CHECK: ret void
