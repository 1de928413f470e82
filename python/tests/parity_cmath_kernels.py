"""Kernels that test_parity_cmath.py compiles with both Numba and dslc, on
the same inputs, to compare their results: one per cmath function, written
as Numba users write them (`from numba import cuda`). Imported only where
Numba is installed."""

import cmath

from numba import cuda

# The functions of one complex argument that return a number.
UNARY = ("sqrt", "exp", "log", "log10", "phase", "isnan", "isinf", "isfinite", "sin", "cos",
         "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh")


def unary(function):
    """out[i] = function(z[i]), for a function of cmath."""
    def kernel(out, z):
        i = cuda.grid(1)
        if i < z.size:
            out[i] = function(z[i])
    return kernel


def polar(out, z):
    i = cuda.grid(1)
    if i < z.size:
        magnitude, angle = cmath.polar(z[i])
        out[i, 0] = magnitude
        out[i, 1] = angle


def rect(out, r, phi):
    i = cuda.grid(1)
    if i < r.size:
        out[i] = cmath.rect(r[i], phi[i])


def log_base(out, z, base):
    i = cuda.grid(1)
    if i < z.size:
        out[i] = cmath.log(z[i], base[i])


def real_arguments(out, x, n):
    # Real numbers convert to complex64 (float32) or complex128 (the others).
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = cmath.sqrt(x[i])
        out[i, 1] = cmath.exp(x[i])
        out[i, 2] = cmath.log(n[i])
        out[i, 3] = cmath.atan(n[i])
        out[i, 4] = cmath.acos(x[i])
