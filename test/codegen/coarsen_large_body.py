# A coarsened kernel whose body is large once libdevice is inlined into it
# (seven math functions) keeps it as one `.func`, called by the 4 bodies of
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
        envelope = math.exp(-decay * x)
        wave = math.sin(x + phase[i]) * math.cos(float32(0.5) * x)
        gate = float32(1.0) / (float32(1.0) + math.exp(-x))
        ripple = math.sqrt(math.fabs(x)) * math.tanh(x) + math.log1p(x * x)
        out[i] = envelope * wave * gate + float32(0.01) * ripple

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
