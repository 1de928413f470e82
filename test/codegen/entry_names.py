# Entry names: a kernel keeps its name where PTX can hold it; a name in the
# reserved space (`__x`, `_X`: libdevice's `__nv_*` and `__nvvm_reflect`
# live there), `_`, `WARP_SZ` or a non-ASCII one is mangled, and so is every
# entry of a kernel compiled for several signatures, so that no entry can
# capture a libdevice call (the optimiser once deleted such kernels' bodies)
# or meet another entry.
# RUN: %dslc-ptx %s | FileCheck %s
import math

from numba import cuda


@cuda.jit("void(float64[::1])")
def __nv_sin(a):
    a[0] = math.sin(a[1])


@cuda.jit("void(float32[::1])")
def __nv_sinf(a):
    a[0] = 1.0


# Innocent, but in the same module as a kernel named like its libdevice call.
@cuda.jit("void(float32[::1])")
def k(a):
    a[0] = math.sin(a[1])


@cuda.jit("void(float32[::1])")
def __nvvm_reflect(a):
    a[0] = math.sin(a[1])


@cuda.jit(["void(float32[::1])", "void(float64[::1])"])
def twice(a):
    a[0] = 1


@cuda.jit("void(int32[::1])")
def twice_1(a):
    a[0] = 2


@cuda.jit("void(float32[::1])")
def _(a):
    a[0] = 3.0


@cuda.jit("void(float32[::1])")
def WARP_SZ(a):
    a[0] = 4.0


@cuda.jit("void(int32[::1])")
def ñ(a):
    a[0] = 5


# The old escape of `ñ`, which used to be its entry too.
@cuda.jit("void(int32[::1])")
def _xC3_xB1(a):
    a[0] = 6

# CHECK: // dslc.kernel entry=_D8__nv_sin kernel=__nv_sin signature="float64[::1]"
# CHECK: // dslc.kernel entry=_D9__nv_sinf kernel=__nv_sinf signature="float32[::1]"
# CHECK: // dslc.kernel entry=k kernel=k signature="float32[::1]"
# CHECK: // dslc.kernel entry=_D14__nvvm_reflect kernel=__nvvm_reflect signature="float32[::1]"
# CHECK: // dslc.kernel entry=_D5twice_1 kernel=twice signature="float32[::1]"
# CHECK: // dslc.kernel entry=_D5twice_2 kernel=twice signature="float64[::1]"
# CHECK: // dslc.kernel entry=twice_1 kernel=twice_1 signature="int32[::1]"
# CHECK: // dslc.kernel entry=_D1_ kernel=_ signature="float32[::1]"
# CHECK: // dslc.kernel entry=_D7WARP_SZ kernel=WARP_SZ signature="float32[::1]"
# CHECK: // dslc.kernel entry=_UC3B1 kernel=\xC3\xB1 signature="int32[::1]"
# CHECK: // dslc.kernel entry=_xC3_xB1 kernel=_xC3_xB1 signature="int32[::1]"
#
# Each body is whole: the sine is computed and stored.
# CHECK-LABEL: .visible .entry _D8__nv_sin(
# CHECK: fma.rn.f64
# CHECK: st.global.f64
# CHECK-LABEL: .visible .entry _D9__nv_sinf(
# CHECK: st.global.u32
# CHECK-LABEL: .visible .entry k(
# CHECK: fma.rn.f32
# CHECK: st.global.f32
# CHECK-LABEL: .visible .entry _D14__nvvm_reflect(
# CHECK: fma.rn.f32
# CHECK: st.global.f32
# CHECK-LABEL: .visible .entry _D5twice_1(
# CHECK-LABEL: .visible .entry _D5twice_2(
# CHECK-LABEL: .visible .entry twice_1(
# CHECK-LABEL: .visible .entry _D1_(
# CHECK-LABEL: .visible .entry _D7WARP_SZ(
# CHECK-LABEL: .visible .entry _UC3B1(
# CHECK-LABEL: .visible .entry _xC3_xB1(
