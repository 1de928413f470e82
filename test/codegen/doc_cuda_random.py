# docs/language.md, "numba.cuda.random".
# RUN: %dslc-ptx %s --kernel monte_carlo --signature "float32[::1], Record(s0[type=uint64;offset=0],s1[type=uint64;offset=8];16;True)[::1]" | FileCheck %s
# CHECK: .visible .entry monte_carlo(
from numba import cuda
from numba.cuda.random import xoroshiro128p_uniform_float32


@cuda.jit
def monte_carlo(out, states):
    i = cuda.grid(1)
    if i < out.size:
        x = xoroshiro128p_uniform_float32(states, i)
        y = xoroshiro128p_uniform_float32(states, i)
        out[i] = 1.0 if x * x + y * y <= 1.0 else 0.0
