# `/` always gives a float: integers divide as float64 (a zero divisor gives
# an infinity or NaN, NumPy's rule, which Numba follows on the GPU); float32
# divides as float32.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32, int64, float32, float32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b, x, y):
    out[0] = a / b
    out[1] = x / y

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i32, ptr %a
# CHECK: %[[B:.*]] = load i64, ptr %b
# CHECK: %[[AF:.*]] = sitofp i32 %[[A]] to double
# CHECK: %[[BF:.*]] = sitofp i64 %[[B]] to double
# CHECK: fdiv double %[[AF]], %[[BF]]
# CHECK: %[[Q:.*]] = fdiv float
# CHECK: fpext float %[[Q]] to double
# CHECK: ret void
