"""Kernels that test_numba_parity.py compiles with both Numba and dslc, on
the same inputs, to compare their results. Written as Numba users write
them (`from numba import cuda`): imported only where Numba is installed."""

import math

from numba import cuda


def math_pairs(out, exponents, x):
    i = cuda.grid(1)
    if i < x.size:
        fraction, integer = math.modf(x[i])
        mantissa, exponent = math.frexp(x[i])
        out[i, 0] = fraction
        out[i, 1] = integer
        out[i, 2] = mantissa
        exponents[i] = exponent
        out[i, 3] = math.ldexp(mantissa, exponent + 1)
        out[i, 4] = math.remainder(x[i], 0.75)
        out[i, 5] = math.nextafter(x[i], 0.0)


def bit_counts(out, a):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = a[i].bit_count()


def select(out, a, b, f):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = cuda.selp(f[i] > 0.5, a[i], b[i])


def spellings(out, x):
    t = cuda.local.array(4, dtype="float64")
    s = cuda.shared.array(8, "f4")
    i = cuda.grid(1)
    if i < x.size:
        t[0] = x[i]
        s[cuda.threadIdx.x % 8] = x[i]
        out[i] = t[0] + s[cuda.threadIdx.x % 8]


def cache_hints(out, a, m):
    i = cuda.grid(1)
    if i < a.size:
        x = cuda.ldcg(a, i) + cuda.ldca(a, i) + cuda.ldcs(a, i) + cuda.ldlu(a, i) + cuda.ldcv(a, i)
        cuda.stcg(out, i, x)
        cuda.stcs(out, (i + 1) % out.size, cuda.ldcg(out, i) * 2)
        cuda.stwb(m, (i % 4, 1), cuda.ldcg(m, (i % 4, 0)))
        cuda.stwt(m, (i % 4, 2), 7)
