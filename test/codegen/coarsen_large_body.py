# A coarsened kernel whose body is large once libdevice is inlined into it
# (four math functions, the most a coarsened kernel may call) keeps it as
# one `.func`, called by the 4 bodies of
# the fast path and the one-by-one loop, instead of inlining it 4 + 1 times:
# the compile time stays near the uncoarsened kernel's. The fast path still
# issues its 8 loads before the first call. A small body (saxpy,
# coarsen_saxpy.py) is inlined.
# RUN: %dslc-ptx %s --kernel wave --signature "float32[::1], float32[::1], float32[::1], float32" | FileCheck %s
import math

from numba import cuda, float32


@cuda.jit
def wave(t, phase, out, decay):
    i = cuda.grid(1)
    if i < out.size:
        x = t[i]
        wave = math.sin(x + phase[i]) * math.cos(float32(0.5) * x)
        ripple = math.tanh(x) + math.log1p(x * x)
        out[i] = wave + decay * ripple

# CHECK: coarsened=4 grid_parameter=7
# CHECK: .func wave_$_thread
# CHECK-LABEL: .visible .entry wave(
# CHECK-COUNT-8: ld.global.nc.f32
# CHECK-NOT: ld.global
# CHECK: call.uni
# CHECK-NEXT: wave_$_thread,
# CHECK-COUNT-4: call.uni
# CHECK-NOT: call.uni
# CHECK: .func wave_$_thread(
# CHECK-NOT: call.uni
# CHECK-NOT: .entry
