# `reshape` with extents known only at run time: an integer, or a tuple
# argument whose length gives the number of dimensions. A `-1` is the size
# divided by the product of the other extents (0 when that is 0), chosen at
# run time, with no division by zero.
# RUN: %dslc compile --emit=typed %s --kernel r --signature "int64[::1], int64[::1], UniTuple(int64, 2), int32" | FileCheck %s --check-prefix=TYPED
# RUN: %dslc compile --emit=llvm %s --kernel r --signature "int64[::1], int64[::1], UniTuple(int64, 2), int32" | FileCheck %s
# RUN: %dslc-ptx %s --kernel r --signature "int64[::1], int64[::1], UniTuple(int64, 2), int32" > /dev/null
from numba import cuda


@cuda.jit
def r(out, arr, shape, n):
    # TYPED: Call <[[@LINE+1]]:9-[[@LINE+1]]:27> : int64[:, ::1]
    v = arr.reshape(shape)
    # TYPED: Call <[[@LINE+1]]:9-[[@LINE+1]]:27> : int64[:, ::1]
    w = arr.reshape(n, -1)
    out[0] = v[1, 2] + w[0, 1] + v.shape[1] + w.shape[1]


# CHECK: icmp eq i64 %shape.0, -1
# CHECK: [[KNOWN:%[0-9]+]] = mul i64
# CHECK: [[NONE:%[0-9]+]] = icmp eq i64 [[KNOWN]], 0
# CHECK: [[DIVISOR:%[0-9]+]] = {{.*}}i64 [[KNOWN]], i64 1)
# CHECK: [[SIZE:%[0-9]+]] = udiv i64 %arr.shape0, [[DIVISOR]]
# CHECK: select i1 [[NONE]], i64 0, i64 [[SIZE]]
