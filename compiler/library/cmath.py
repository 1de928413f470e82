# cmath in kernel code, compiled by dslc from this source: each function
# follows Numba-CUDA's implementation of the same name (its cmath lowering
# and overloads, themselves CPython's and NumPy's algorithms) step for step,
# with the same literals, so that dslc types every intermediate value as
# Numba does and computes it in the same precision.
#
# Numba types the functions in two ways, and so does this module:
# - sqrt, exp, log, sin, cos, tan, asin, acos, atan, asinh, atanh, isnan,
#   isinf and isfinite have a complex64 and a complex128 version (eager
#   signatures here); any number converts to one of them, and the result has
#   the version's type, whatever precision the body computes in.
# - log10, phase, polar, cosh, sinh, tanh, acosh and rect are typed from
#   their bodies: tanh, acosh and log10 of a complex64 are complex128, as in
#   Numba. They take complex numbers only (rect: two floats), which the
#   compiler checks at the call (library_modules.h).
import math

from numba import cuda

_NAN = math.nan
_INF = math.inf
# math.log(4), math.pi / 2 and Numba's LN_10.
_LN_4 = 1.3862943611198906
_PI_12 = 1.5707963267948966
_LN_10 = 2.302585092994046
# Numba's thresholds, from float32's largest and smallest normal numbers for
# both precisions: FLT_MAX / 4, math.sqrt(FLT_MAX / 4), math.sqrt(FLT_MIN).
_THRES = 8.507058665963221e37
_THRES_LARGE = 9.223371761976865e18
_THRES_SMALL = 1.0842021724855044e-19
# sqrt's: the largest number of the precision over 1 + sqrt(2), as NumPy 2
# computes it (in float32 for complex64).
_SQRT_THRES_SINGLE = 1.4094955303793193e38
_SQRT_THRES_DOUBLE = 7.446288774449766e307


@cuda.jit(["float32(complex64, float64)", "float64(complex128, float64)"], device=True)
def _part(z, x):
    # x as a number of the type of z's parts.
    return x


# Classification: either part NaN or infinite, both parts finite.
@cuda.jit(["boolean(complex64)", "boolean(complex128)"], device=True)
def isnan(z):
    return math.isnan(z.real) or math.isnan(z.imag)


@cuda.jit(["boolean(complex64)", "boolean(complex128)"], device=True)
def isinf(z):
    return math.isinf(z.real) or math.isinf(z.imag)


@cuda.jit(["boolean(complex64)", "boolean(complex128)"], device=True)
def isfinite(z):
    return math.isfinite(z.real) and math.isfinite(z.imag)


# Polar coordinates.
@cuda.jit(device=True)
def phase(z):
    return math.atan2(z.imag, z.real)


@cuda.jit(device=True)
def polar(z):
    r, i = z.real, z.imag
    return math.hypot(r, i), math.atan2(i, r)


@cuda.jit(device=True)
def rect(r, phi):
    if not math.isfinite(phi):
        if not r:
            # rect(0, phi={inf, nan}) = 0
            return abs(r)
        if math.isinf(r):
            # rect(inf, phi={inf, nan}) = inf + j phi
            return complex(r, phi)
    real = math.cos(phi)
    imag = math.sin(phi)
    if real == 0.0 and math.isinf(r):
        # 0 * inf would be NaN: keep the zero, with the signs' product
        real /= r
    else:
        real *= r
    if imag == 0.0 and math.isinf(r):
        imag /= r
    else:
        imag *= r
    return complex(real, imag)


# Powers and logarithms. exp and log compute on the parts, as Numba's do.
@cuda.jit(device=True)
def _exp(x, y, x_is_finite, y_is_finite):
    if x_is_finite:
        if y_is_finite:
            c = math.cos(y)
            s = math.sin(y)
            r = math.exp(x)
            return complex(r * c, r * s)
        else:
            return complex(_NAN, _NAN)
    elif math.isnan(x):
        if y:
            return complex(x, x)  # nan + j nan
        else:
            return complex(x, y)  # nan + 0j
    elif x > 0.0:
        # x == +inf
        if y_is_finite:
            real = math.cos(y)
            imag = math.sin(y)
            # No NaN where the cosine or sine is 0: exp(inf + 0j) == inf + 0j
            if real != 0:
                real *= x
            if imag != 0:
                imag *= x
            return complex(real, imag)
        else:
            return complex(x, _NAN)
    else:
        # x == -inf
        if y_is_finite:
            r = math.exp(x)
            c = math.cos(y)
            s = math.sin(y)
            return complex(r * c, r * s)
        else:
            r = 0
            return complex(r, r)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def exp(z):
    x = z.real
    y = z.imag
    return _exp(x, y, math.isfinite(x), math.isfinite(y))


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def _log(z):
    x = z.real
    y = z.imag
    a = math.log(math.hypot(x, y))
    b = math.atan2(y, x)
    return complex(a, b)


@cuda.jit(["complex64(complex64, complex64)", "complex128(complex128, complex128)"],
          device=True)
def _log_base(z, base):
    return _log(z) / _log(base)


@cuda.jit(device=True)
def log(z, base=None):
    if base is None:
        return _log(z)
    else:
        return _log_base(z, base)


@cuda.jit(device=True)
def log10(z):
    z = _log(z)
    # Better on +/-inf than log(z, 10).
    return complex(z.real / _LN_10, z.imag / _LN_10)


@cuda.jit(device=True)
def _sqrt(z, thres):
    # NumPy's algorithm (npy_csqrt).
    a = z.real
    b = z.imag
    if a == 0.0 and b == 0.0:
        return complex(abs(b), b)
    if math.isinf(b):
        return complex(abs(b), b)
    if math.isnan(a):
        return complex(a, a)
    if math.isinf(a):
        if a < 0.0:
            return complex(abs(b - b), math.copysign(a, b))
        else:
            return complex(a, math.copysign(b - b, b))
    # b NaN is left to the general case. Scaled to avoid overflow.
    if abs(a) >= thres or abs(b) >= thres:
        a *= 0.25
        b *= 0.25
        scale = True
    else:
        scale = False
    # Algorithm 312, CACM vol 10, Oct 1967.
    if a >= 0:
        t = math.sqrt((a + math.hypot(a, b)) * 0.5)
        real = t
        imag = b / (2 * t)
    else:
        t = math.sqrt((-a + math.hypot(a, b)) * 0.5)
        real = abs(b) / (2 * t)
        imag = math.copysign(t, b)
    if scale:
        return complex(real * 2, imag)
    else:
        return complex(real, imag)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def sqrt(z):
    # The threshold of z's precision: float32 has no number as large as the
    # double one.
    if math.isinf(_part(z, _SQRT_THRES_DOUBLE)):
        return _sqrt(z, _SQRT_THRES_SINGLE)
    return _sqrt(z, _SQRT_THRES_DOUBLE)


# Trigonometric functions, through the hyperbolic ones of z j.
@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def cos(z):
    return cosh(complex(-z.imag, z.real))


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def sin(z):
    r = sinh(complex(-z.imag, z.real))
    return complex(r.imag, -r.real)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def tan(z):
    r = tanh(complex(-z.imag, z.real))
    return complex(r.imag, -r.real)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def acos(z):
    # CPython's algorithm (c_acos).
    if abs(z.real) > _THRES or abs(z.imag) > _THRES:
        # No needless overflow for large arguments; infinities too.
        real = math.atan2(abs(z.imag), z.real)
        imag = math.copysign(math.log(math.hypot(z.real * 0.5, z.imag * 0.5)) + _LN_4, -z.imag)
        return complex(real, imag)
    else:
        s1 = sqrt(complex(1.0 - z.real, -z.imag))
        s2 = sqrt(complex(1.0 + z.real, z.imag))
        real = 2.0 * math.atan2(s1.real, s2.real)
        imag = math.asinh(s2.real * s1.imag - s2.imag * s1.real)
        return complex(real, imag)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def asin(z):
    r = asinh(complex(-z.imag, z.real))
    return complex(r.imag, -r.real)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def atan(z):
    r = atanh(complex(-z.imag, z.real))
    if math.isinf(z.real) and math.isnan(z.imag):
        # Numba's exception to the rule
        return complex(r.imag, r.real)
    else:
        return complex(r.imag, -r.real)


# Hyperbolic functions.
@cuda.jit(device=True)
def cosh(z):
    x = z.real
    y = z.imag
    if math.isinf(x):
        if math.isnan(y):
            # x = +inf, y = NaN: inf + NaN j
            real = abs(x)
            imag = y
        elif y == 0.0:
            # x = +inf, y = 0: inf + 0j
            real = abs(x)
            imag = y
        else:
            real = math.copysign(x, math.cos(y))
            imag = math.copysign(x, math.sin(y))
        if x < 0.0:
            # x = -inf: the imaginary part negated
            imag = -imag
        return complex(real, imag)
    return complex(math.cos(y) * math.cosh(x), math.sin(y) * math.sinh(x))


@cuda.jit(device=True)
def sinh(z):
    x = z.real
    y = z.imag
    if math.isinf(x):
        if math.isnan(y):
            # x = +/-inf, y = NaN: x + NaN j
            real = x
            imag = y
        else:
            real = math.cos(y)
            imag = math.sin(y)
            if real != 0.0:
                real *= x
            if imag != 0.0:
                imag *= abs(x)
        return complex(real, imag)
    return complex(math.cos(y) * math.sinh(x), math.sin(y) * math.cosh(x))


@cuda.jit(device=True)
def tanh(z):
    x = z.real
    y = z.imag
    if math.isinf(x):
        real = math.copysign(1.0, x)
        if math.isinf(y):
            imag = 0.0
        else:
            imag = math.copysign(0.0, math.sin(2.0 * y))
        return complex(real, imag)
    # CPython's algorithm (c_tanh), with Numba's float64 literals.
    tx = math.tanh(x)
    ty = math.tan(y)
    cx = 1.0 / math.cosh(x)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return complex(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)


@cuda.jit(device=True)
def acosh(z):
    # CPython's algorithm (c_acosh).
    if abs(z.real) > _THRES or abs(z.imag) > _THRES:
        # No needless overflow for large arguments; infinities too.
        real = math.log(math.hypot(z.real * 0.5, z.imag * 0.5)) + _LN_4
        imag = math.atan2(z.imag, z.real)
        return complex(real, imag)
    else:
        s1 = sqrt(complex(z.real - 1.0, z.imag))
        s2 = sqrt(complex(z.real + 1.0, z.imag))
        real = math.asinh(s1.real * s2.real + s1.imag * s2.imag)
        imag = 2.0 * math.atan2(s1.imag, s2.real)
        return complex(real, imag)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def asinh(z):
    # CPython's algorithm (c_asinh).
    if abs(z.real) > _THRES or abs(z.imag) > _THRES:
        real = math.copysign(math.log(math.hypot(z.real * 0.5, z.imag * 0.5)) + _LN_4, z.real)
        imag = math.atan2(z.imag, abs(z.real))
        return complex(real, imag)
    else:
        s1 = sqrt(complex(1.0 + z.imag, -z.real))
        s2 = sqrt(complex(1.0 - z.imag, z.real))
        real = math.asinh(s1.real * s2.imag - s2.real * s1.imag)
        imag = math.atan2(z.imag, s1.real * s2.real - s1.imag * s2.imag)
        return complex(real, imag)


@cuda.jit(["complex64(complex64)", "complex128(complex128)"], device=True)
def atanh(z):
    # CPython's algorithm (c_atanh), on z.real >= 0: atanh(z) = -atanh(-z).
    if z.real < 0.0:
        negate = True
        z = -z
    else:
        negate = False
    ay = abs(z.imag)
    if math.isnan(z.real) or z.real > _THRES_LARGE or ay > _THRES_LARGE:
        if math.isinf(z.imag):
            real = math.copysign(0.0, z.real)
        elif math.isinf(z.real):
            real = 0.0
        else:
            h = math.hypot(z.real * 0.5, z.imag * 0.5)
            real = z.real / 4.0 / h / h
        imag = -math.copysign(_PI_12, -z.imag)
    elif z.real == 1.0 and ay < _THRES_SMALL:
        # C99: atanh(1 +/- 0j) is inf +/- 0j
        if ay == 0.0:
            real = _INF
            imag = z.imag
        else:
            real = -math.log(math.sqrt(ay) / math.sqrt(math.hypot(ay, 2.0)))
            imag = math.copysign(math.atan2(2.0, -ay) / 2, z.imag)
    else:
        sqay = ay * ay
        zr1 = 1 - z.real
        real = math.log1p(4.0 * z.real / (zr1 * zr1 + sqay)) * 0.25
        imag = -math.atan2(-2.0 * z.imag, zr1 * (1 + z.real) - sqay) * 0.5
    if math.isnan(z.imag):
        imag = _NAN
    if negate:
        return complex(-real, -imag)
    else:
        return complex(real, imag)
