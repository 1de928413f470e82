# An integer power with a run-time exponent is Numba's square-and-multiply
# loop (inlined: no call); a constant exponent multiplies out, no loop.
# (Coarsening off: one copy of the loop.)
# RUN: %dslc-ptx %s --no-coarsen --kernel k --signature "int64[::1], int64[::1], int64[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --no-coarsen --kernel cube --signature "int64[::1], int64[::1]" | FileCheck %s --check-prefix=CONSTANT
from numba import cuda


@cuda.jit
def k(out, a, b):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] ** b[i]


@cuda.jit
def cube(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] ** 3

# CHECK-LABEL: .visible .entry k(
# CHECK-NOT: call
# CHECK: [[LOOP:\$L__BB0_[0-9]+]]:
# CHECK: mul.lo.s64
# CHECK: shr.u64
# CHECK: bra{{.*}} [[LOOP]];
# CHECK: ret;

# CONSTANT-LABEL: .visible .entry cube(
# CONSTANT: ld.global.nc.u64 [[A:%rd[0-9]+]]
# CONSTANT-NEXT: mul.lo.s64 [[SQUARE:%rd[0-9]+]], [[A]], [[A]];
# CONSTANT-NEXT: mul.lo.s64 [[CUBE:%rd[0-9]+]], [[SQUARE]], [[A]];
# CONSTANT-NEXT: st.global.u64 [{{%rd[0-9]+}}], [[CUBE]];
# CONSTANT-NOT: bra
# CONSTANT: ret;
