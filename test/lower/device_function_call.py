# A device function becomes an internal, always-inline function (address
# spaces and registers are only known in the caller); at -O0 it is already
# inlined (its slots get a `.i` suffix) and its definition deleted.
# Arguments are evaluated in the order written, a missing one takes its
# default, a keyword argument goes to its parameter, and a tuple comes back
# as a struct through the return slot.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float64, float64" | FileCheck %s
from numba import cuda

SCALE = 2.0


@cuda.jit(device=True)
def affine(x, scale=SCALE, shift=0.5):
    return x * scale + shift, x


@cuda.jit
def k(out, x, y):
    a, b = affine(x, shift=y)
    out[0] = a + b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[RETURN:return.i]] = alloca { double, double }
# The arguments: x, then the default 2.0, then y for `shift`.
# CHECK: store double %{{.*}}, ptr %[[X:x[0-9.]*i]]
# CHECK: store double 2.000000e+00, ptr %[[SCALE:scale[0-9.]*i]]
# CHECK: store double %{{.*}}, ptr %[[SHIFT:shift[0-9.]*i]]
# CHECK: fmul double
# CHECK: fadd double
# CHECK: store { double, double } %{{.*}}, ptr %[[RETURN]]
# CHECK: %[[PAIR:.*]] = load { double, double }, ptr %[[RETURN]]
# CHECK: extractvalue { double, double } %[[PAIR]], 0
# CHECK: extractvalue { double, double } %[[PAIR]], 1
# CHECK-NOT: call
# CHECK: ret void
# CHECK-NOT: define
