"""Elementwise math on float32 arrays: a damped, gated oscillation.

Each thread computes one element from several math functions. Constants are
written float32(...) so that the whole computation stays in single
precision: a bare 1.0 is a float64, and float32 * float64 computes in
float64 (NumPy's rules, which Numba follows), which is much slower on most
GPUs. math functions of float32 arguments call the float32 versions.
"""
import math

from numba import cuda, float32


@cuda.jit("void(float32[::1], float32[::1], float32[::1], float32)")
def damped_wave(t, phase, out, decay):
    i = cuda.grid(1)
    if i < out.size:
        x = t[i]
        envelope = math.exp(-decay * x)
        wave = math.sin(x + phase[i]) * math.cos(float32(0.5) * x)
        gate = float32(1.0) / (float32(1.0) + math.exp(-x))
        ripple = math.sqrt(math.fabs(x)) * math.tanh(x) + math.log1p(x * x)
        out[i] = envelope * wave * gate + float32(0.01) * ripple


if __name__ == "__main__":
    import numpy as np

    n = 1 << 20
    t = np.linspace(0, 20, n, dtype=np.float32)
    phase = np.random.rand(n).astype(np.float32)
    out = np.empty_like(t)
    decay = np.float32(0.1)
    damped_wave[(n + 255) // 256, 256](t, phase, out, decay)
    x = t.astype(np.float64)
    expected = (np.exp(-0.1 * x) * np.sin(x + phase) * np.cos(0.5 * x) / (1 + np.exp(-x))
                + 0.01 * (np.sqrt(np.abs(x)) * np.tanh(x) + np.log1p(x * x)))
    assert np.allclose(out, expected, rtol=1e-4, atol=1e-5)
