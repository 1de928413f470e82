"""Device functions: helpers that kernels call like Python functions.

A `@cuda.jit(device=True)` function is compiled for the argument types of
each call and inlined into the kernel, so small helpers cost nothing. They
may have default arguments, take keyword arguments, and return several
values as a tuple.
"""
import math

from numba import cuda


@cuda.jit(device=True)
def clamp(x, lo=0.0, hi=1.0):
    return min(max(x, lo), hi)


@cuda.jit(device=True)
def lerp(a, b, t):
    return a + (b - a) * t


@cuda.jit(device=True)
def polar(x, y):
    """The radius and the angle of the point (x, y)."""
    return math.sqrt(x * x + y * y), math.atan2(y, x)


@cuda.jit("void(float32[::1], float32[::1], float32[::1], float32[::1])")
def to_polar(x, y, radius, angle):
    i = cuda.grid(1)
    if i < x.size:
        r, theta = polar(x[i], y[i])
        radius[i] = r
        angle[i] = theta


@cuda.jit("void(float64[::1], float64[::1], float64, float64)")
def blend(src, dst, t, ceiling):
    """dst moves towards src by t (itself kept in [0, 1]), then is clamped
    to [0, ceiling]. The defaults are Python floats, so float64: this kernel
    works in float64 throughout."""
    i = cuda.grid(1)
    if i < dst.size:
        mixed = lerp(dst[i], src[i], clamp(t))
        dst[i] = clamp(mixed, hi=ceiling)


if __name__ == "__main__":
    import numpy as np

    n = 1 << 16
    x = np.random.randn(n).astype(np.float32)
    y = np.random.randn(n).astype(np.float32)
    radius = np.empty_like(x)
    angle = np.empty_like(x)
    to_polar[(n + 127) // 128, 128](x, y, radius, angle)
    assert np.allclose(radius, np.hypot(x, y), rtol=1e-5)
    assert np.allclose(angle, np.arctan2(y, x), rtol=1e-5, atol=1e-6)

    src = np.random.rand(n)
    dst = np.random.rand(n)
    expected = np.clip(dst + (src - dst) * 0.25, 0.0, 0.9)
    blend[(n + 127) // 128, 128](src, dst, 0.25, 0.9)
    assert np.allclose(dst, expected)
