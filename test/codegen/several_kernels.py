# With no --kernel, every kernel with an eager signature is compiled into
# one PTX module, each an .entry; a kernel with several signatures gets one
# entry per signature, mangled with _1, _2 in order (entry_names.py).
# RUN: %dslc-ptx %s | FileCheck %s
from numba import cuda


@cuda.jit("void(float32[::1], float32)")
def scale(a, s):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= s


@cuda.jit(["void(int32[::1])", "void(float64[::1])"])
def zero(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = 0

# CHECK: // dslc.kernel entry=scale kernel=scale signature="float32[::1], float32" target=sm_90
# CHECK: // dslc.kernel entry=_D4zero_1 kernel=zero signature="int32[::1]" target=sm_90
# CHECK: // dslc.kernel entry=_D4zero_2 kernel=zero signature="float64[::1]" target=sm_90
# CHECK-LABEL: .visible .entry scale(
# CHECK: mul.f32
# CHECK-LABEL: .visible .entry _D4zero_1(
# CHECK: st.global.u32
# CHECK-LABEL: .visible .entry _D4zero_2(
# CHECK: st.global.u64
