"""cmath in kernels on a GPU: every function dslc supports, run by Numba and
by dslc on copies of the same inputs (zeros of both signs, infinities, NaNs,
tiny, subnormal, large and ordinary values, in complex64 and complex128),
and the results compared (kernels in parity_cmath_kernels.py). Skipped
without a GPU or Numba.

Both compile the same algorithms (dslc's compiler/library/cmath.py follows
Numba's implementation step for step) with the same libdevice: the test
points dslc at the libdevice Numba uses. Functions whose own code has no
multiply feeding an add or subtract must agree bit for bit (NaNs as NaNs,
zeros with their signs). In the others (tan, tanh, asin, acos, atan, asinh,
acosh, atanh, log with a base: products summed, as in `a * b - c * d`, and
CPython's scaled complex division) each back end fuses the multiplies into
FMA instructions where it sees fit (NVVM for Numba, LLVM's NVPTX for dslc),
which rounds once where the other rounds twice: there the results must have
the same NaNs, infinities and signed zeros, and finite results may differ
by at most ULPS units in the last place of the result's precision, relative
to the complex result's modulus (a part far smaller than the other absorbs
the other's rounding, as in any complex computation)."""

import cmath
import itertools
import math
import os
import tempfile
import unittest

import numpy as np

from dslc import cuda
from support import needs_gpu, numba_cuda

ULPS = 4
# The functions compared bit for bit (see above); the others within ULPS.
EXACT = {"sqrt", "exp", "log", "log10", "phase", "polar", "rect", "isnan", "isinf", "isfinite",
         "sin", "cos", "sinh", "cosh"}
REALS = [0.0, -0.0, 1.0, -1.0, 0.5, -1.5, 3.5, math.pi, -math.pi, 1e-30, -2e-30, 1e-40,
         5e-310, 1e30, -3e38, 1e300, math.inf, -math.inf, math.nan]



def _numba_libdevice():
    """The libdevice.10.bc Numba links, or None when it does not say."""
    try:
        from numba.cuda.cudadrv.libs import get_libdevice
        path = get_libdevice()
    except Exception:
        return None
    return path if isinstance(path, str) and os.path.isfile(path) else None


def complex_inputs(dtype):
    """Every pair of REALS as (real, imag), then random numbers of many
    magnitudes."""
    pairs = [complex(x, y) for x, y in itertools.product(REALS, REALS)]
    rng = np.random.default_rng(31)
    scale = 10.0 ** rng.uniform(-8, 8, size=(2, 300))
    random = rng.standard_normal((2, 300)) * scale
    values = np.concatenate([np.array(pairs), random[0] + 1j * random[1]])
    with np.errstate(over="ignore"):  # 1e300 is inf in complex64
        return values.astype(dtype)


def _parts(values):
    if np.iscomplexobj(values):
        return [values.real, values.imag]
    return [values]


def _bits(part):
    return part.view(np.int32 if part.dtype == np.float32 else np.int64)


def _nan_input(inputs):
    """Rows of `inputs` with a NaN in any part."""
    rows = np.zeros(len(inputs[0]), dtype=bool)
    for a in inputs:
        a = np.asarray(a)
        rows |= np.isnan(a.real) | (np.isnan(a.imag) if np.iscomplexobj(a) else False)
    return rows


@needs_gpu
class CmathParityTest(unittest.TestCase):
    def setUp(self):
        self.ncuda = numba_cuda()
        if self.ncuda is None:
            self.skipTest("Numba is not installed")
        import parity_cmath_kernels
        self.kernels = parity_cmath_kernels
        # dslc compiles with Numba's libdevice, and caches nothing across runs.
        self.saved = {name: os.environ.get(name) for name in ("DSLC_LIBDEVICE", "DSLC_CACHE_DIR")}
        libdevice = _numba_libdevice()
        if libdevice:
            os.environ["DSLC_LIBDEVICE"] = libdevice
        self.cache = tempfile.TemporaryDirectory()
        os.environ["DSLC_CACHE_DIR"] = self.cache.name

    def tearDown(self):
        for name, value in getattr(self, "saved", {}).items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        if hasattr(self, "cache"):
            self.cache.cleanup()

    def both(self, kernel, out, *inputs):
        """`out` after Numba's launch and after dslc's, each on its own copy."""
        blocks = (len(inputs[0]) + 127) // 128
        numba_out, dslc_out = out.copy(), out.copy()
        self.ncuda.jit(kernel)[blocks, 128](numba_out, *[a.copy() for a in inputs])
        cuda.jit(kernel)[blocks, 128](dslc_out, *[a.copy() for a in inputs])
        return numba_out, dslc_out

    def assert_parity(self, name, want, got, inputs, precision):
        """Bit for bit for EXACT functions; else the same special values and
        finite results within ULPS of `precision` (float32 or float64)."""
        if want.dtype == np.bool_:
            self.assert_where(name, "different", want != got, inputs, want, got)
            return
        exact = name in EXACT
        for want_part, got_part in zip(_parts(want), _parts(got)):
            nan = np.isnan(want_part)
            self.assert_where(name, "NaN", np.isnan(got_part) != nan, inputs, want, got)
            if exact:
                differ = (_bits(want_part) != _bits(got_part)) & ~nan
                self.assert_where(name, "different bits", differ, inputs, want, got)
                continue
            special = ~np.isfinite(want_part) | (want_part == 0)
            differ = special & ~nan & (_bits(want_part) != _bits(got_part))
            # From a NaN input the sign of an infinite part is unspecified
            # (C99 Annex G, `acos(inf+nanj)` is `nan±infj`). It differs
            # because Numba negates as `-0.0 - x`, which on a GPU gives a
            # NaN of positive sign, where dslc's `-x` flips a NaN's sign.
            differ &= ~(_nan_input(inputs) & np.isinf(want_part) & np.isinf(got_part))
            self.assert_where(name, "different infinities or zeros", differ, inputs, want, got)
        if exact:
            return
        wide_want = want.astype(np.complex128 if np.iscomplexobj(want) else np.float64)
        finite = np.isfinite(wide_want) if not np.iscomplexobj(want) else (
            np.isfinite(wide_want.real) & np.isfinite(wide_want.imag))
        with np.errstate(invalid="ignore", over="ignore"):  # only finite ones count
            error = np.abs(got.astype(wide_want.dtype) - wide_want)
            bound = ULPS * np.finfo(precision).eps * np.abs(wide_want)
        self.assert_where(name, "more than %d ulps apart" % ULPS, finite & (error > bound),
                          inputs, want, got)

    def assert_where(self, name, what, bad, inputs, want, got):
        if bad.any():
            i = int(np.flatnonzero(bad.reshape(len(bad), -1).any(axis=1))[0])
            self.fail("%s: %d results %s, first for input %r: Numba %r, dslc %r"
                      % (name, int(bad.sum()), what, [a[i] for a in inputs], want[i], got[i]))

    def test_functions_of_one_complex_number(self):
        for dtype, precision in ((np.complex64, np.float32), (np.complex128, np.float64)):
            z = complex_inputs(dtype)
            for name in self.kernels.UNARY:
                with self.subTest(function=name, dtype=dtype.__name__):
                    if name.startswith("is"):
                        out = np.zeros(z.size, dtype=np.bool_)
                    elif name == "phase":
                        out = np.zeros(z.size, dtype=np.float64)
                    else:
                        out = np.zeros(z.size, dtype=np.complex128)
                    kernel = self.kernels.unary(getattr(cmath, name))
                    want, got = self.both(kernel, out, z)
                    self.assert_parity(name, want, got, [z], precision)

    def test_polar(self):
        for dtype, precision in ((np.complex64, np.float32), (np.complex128, np.float64)):
            z = complex_inputs(dtype)
            out = np.zeros((z.size, 2), dtype=np.float64)
            want, got = self.both(self.kernels.polar, out, z)
            self.assert_parity("polar", want, got, [z], precision)

    def test_rect(self):
        for dtype, precision in ((np.float32, np.float32), (np.float64, np.float64)):
            z = complex_inputs(np.complex128)
            r, phi = z.real.astype(dtype), z.imag.astype(dtype)
            out = np.zeros(z.size, dtype=np.complex128)
            want, got = self.both(self.kernels.rect, out, r, phi)
            self.assert_parity("rect", want, got, [r, phi], precision)

    def test_log_with_a_base(self):
        # A base of 1 (log 1 = 0j) divides by zero, which ends the thread in
        # both: its result keeps the output's initial value.
        for dtype, precision in ((np.complex64, np.float32), (np.complex128, np.float64)):
            z = complex_inputs(dtype)
            base = np.roll(z, 7)
            out = np.full(z.size, 7 - 7j, dtype=np.complex128)
            want, got = self.both(self.kernels.log_base, out, z, base)
            self.assert_parity("log_base", want, got, [z, base], precision)

    def test_real_arguments(self):
        for dtype, precision in ((np.float32, np.float32), (np.float64, np.float64)):
            x = complex_inputs(np.complex128).real.astype(dtype)
            n = np.arange(x.size, dtype=np.int64) - 100
            out = np.zeros((x.size, 5), dtype=np.complex128)
            want, got = self.both(self.kernels.real_arguments, out, x, n)
            # sqrt, exp and log are exact, atan and acos within ULPS; the
            # integers convert to complex128 whatever `precision` is.
            self.assert_parity("sqrt", want[:, :3], got[:, :3], [x, n], precision)
            self.assert_parity("atan", want[:, 3], got[:, 3], [x, n], np.float64)
            self.assert_parity("acos", want[:, 4], got[:, 4], [x, n], precision)


if __name__ == "__main__":
    unittest.main()
