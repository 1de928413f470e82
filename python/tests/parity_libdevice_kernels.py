"""Kernels that test_parity_libdevice.py compiles with both Numba and dslc:
libdevice's functions called directly, as Numba users write them (`from
numba.cuda import libdevice`). Imported only where Numba is installed."""

from numba import cuda
from numba.cuda import libdevice
from numba.cuda.libdevice import sad


# The three kinds of result (a tuple of one type, a tuple of two types, one
# value), as numba-cuda's own test_libdevice checks them; used where that
# test module is not installed.
def sincos_pairs(s, c, x):
    i = cuda.grid(1)
    if i < len(x):
        s[i], c[i] = libdevice.sincos(x[i])


def frexp_pairs(fractions, exponents, x):
    i = cuda.grid(1)
    if i < len(x):
        fraction, exponent = libdevice.frexp(x[i])
        fractions[i] = fraction
        exponents[i] = exponent


def absolute_differences(r, x, y, z):
    i = cuda.grid(1)
    if i < len(x):
        r[i] = sad(x[i], y[i], z[i])


def float64_functions(out, x, y, n):
    i = cuda.grid(1)
    if i < x.size:
        a, b, k = x[i], y[i], n[i]
        out[i, 0] = libdevice.sin(a)
        out[i, 1] = libdevice.cos(a)
        out[i, 2] = libdevice.exp(a)
        out[i, 3] = libdevice.log1p(abs(a))
        out[i, 4] = libdevice.cbrt(a)
        out[i, 5] = libdevice.erf(a)
        out[i, 6] = libdevice.tgamma(a)
        out[i, 7] = libdevice.lgamma(a)
        out[i, 8] = libdevice.atan2(a, b)
        out[i, 9] = libdevice.hypot(a, b)
        out[i, 10] = libdevice.fmod(a, b)
        out[i, 11] = libdevice.remainder(a, b)
        out[i, 12] = libdevice.j0(a)
        out[i, 13] = libdevice.y1(abs(a))
        out[i, 14] = libdevice.rsqrt(abs(a))
        out[i, 15] = libdevice.dadd_rd(a, b)
        out[i, 16] = libdevice.ddiv_ru(a, b)
        out[i, 17] = libdevice.fma_rz(a, b, a)
        out[i, 18] = libdevice.sinpi(a)
        out[i, 19] = libdevice.nextafter(a, b)
        out[i, 20] = libdevice.scalbn(a, k % 9)
        out[i, 21] = libdevice.ilogb(a)
        out[i, 22] = libdevice.llrint(a)
        out[i, 23] = libdevice.double2int_rz(a)
        out[i, 24] = libdevice.erfcinv(abs(libdevice.tanh(a)))
        out[i, 25] = libdevice.powi(b, k % 7)
        out[i, 26] = libdevice.jn(k % 5, a)
        out[i, 27] = libdevice.drcp_rn(a)


def float32_functions(out, x, y, n):
    i = cuda.grid(1)
    if i < x.size:
        a, b, k = x[i], y[i], n[i]
        out[i, 0] = libdevice.sinf(a)
        out[i, 1] = libdevice.expf(a)
        out[i, 2] = libdevice.logf(a)
        out[i, 3] = libdevice.powf(a, b)
        out[i, 4] = libdevice.tanhf(a)
        out[i, 5] = libdevice.erfinvf(libdevice.tanhf(a))
        out[i, 6] = libdevice.fast_expf(a)
        out[i, 7] = libdevice.fast_sinf(a)
        out[i, 8] = libdevice.saturatef(a)
        out[i, 9] = libdevice.fmaf_rn(a, b, a)
        out[i, 10] = libdevice.fast_fdividef(a, b)
        out[i, 11] = libdevice.rsqrtf(a)
        out[i, 12] = libdevice.frcp_rn(a)
        out[i, 13] = libdevice.fsqrt_rd(a)
        out[i, 14] = libdevice.half2float(libdevice.float2half_rn(a))
        out[i, 15] = libdevice.float_as_int(a)
        out[i, 16] = libdevice.int2float_rd(k)
        out[i, 17] = libdevice.atan2f(a, b)
        out[i, 18] = libdevice.cospif(a)
        out[i, 19] = libdevice.ldexpf(a, k % 11)
        out[i, 20] = libdevice.fminf(a, b) + libdevice.fmaxf(a, b)


def integer_functions(out, wide, a, b, w):
    i = cuda.grid(1)
    if i < a.size:
        x, y, z = a[i], b[i], w[i]
        out[i, 0] = libdevice.sad(x, y, 7)
        out[i, 1] = libdevice.usad(x, y, 7)
        out[i, 2] = libdevice.umulhi(x, y)
        out[i, 3] = libdevice.mulhi(x, y)
        out[i, 4] = libdevice.mul24(x, y)
        out[i, 5] = libdevice.popc(x)
        out[i, 6] = libdevice.popcll(z)
        out[i, 7] = libdevice.clz(x)
        out[i, 8] = libdevice.clzll(z)
        out[i, 9] = libdevice.ffs(x)
        out[i, 10] = libdevice.ffsll(z)
        out[i, 11] = libdevice.brev(x)
        out[i, 12] = libdevice.byte_perm(x, y, 0x3210 + (i & 0x7777))
        out[i, 13] = libdevice.hadd(x, y)
        out[i, 14] = libdevice.rhadd(x, y)
        out[i, 15] = libdevice.uhadd(x, y)
        out[i, 16] = libdevice.min(x, y) + libdevice.umax(x, y)
        out[i, 17] = libdevice.abs(x)
        wide[i, 0] = libdevice.brevll(z)
        wide[i, 1] = libdevice.llabs(z)
        wide[i, 2] = libdevice.ullmin(z, x)
        wide[i, 3] = libdevice.mul64hi(z, z)
        wide[i, 4] = libdevice.umul64hi(z, z)
        wide[i, 5] = libdevice.llmax(z, y)


def tuple_functions(out, ints, x, y):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0], out[i, 1] = libdevice.sincospi(x[i])
        out[i, 2], out[i, 3] = libdevice.modf(x[i])
        out[i, 4], ints[i, 0] = libdevice.remquo(x[i], y[i])
        fraction, exponent = libdevice.frexpf(x[i])
        out[i, 5] = fraction
        ints[i, 1] = exponent
        s, c = libdevice.fast_sincosf(x[i])
        out[i, 6] = s + c
