"""cmath in kernels, without a GPU: the module and its functions read from
the kernel's globals compile with dslc's library module, typed as Numba
types them; names Numba does not support are errors at their use."""

import cmath
import inspect
import re
import unittest
from cmath import exp, isnan, phase, pi, polar, sqrt

import dslc
from dslc import cuda

COMPLEX = (cuda.complex64, cuda.complex128)


def every_function(out, z, r, flags, parts):
    i = cuda.grid(1)
    if i < z.size:
        w = z[i]
        out[i, 0] = cmath.sqrt(w) + cmath.exp(w) + cmath.log(w) + cmath.log(w, z[0])
        out[i, 1] = cmath.log10(w) + cmath.sin(w) + cmath.cos(w) + cmath.tan(w)
        out[i, 2] = cmath.asin(w) + cmath.acos(w) + cmath.atan(w)
        out[i, 3] = cmath.sinh(w) + cmath.cosh(w) + cmath.tanh(w)
        out[i, 4] = cmath.asinh(w) + cmath.acosh(w) + cmath.atanh(w)
        out[i, 5] = cmath.rect(r[i], r[0]) + cmath.infj + cmath.pi
        flags[i, 0] = cmath.isnan(w) or cmath.isinf(w) or not cmath.isfinite(w)
        magnitude, angle = cmath.polar(w)
        parts[i] = magnitude + angle + cmath.phase(w)


def imported_names(out, z):
    i = cuda.grid(1)
    if i < z.size:
        magnitude, angle = polar(z[i])
        out[i] = sqrt(z[i]) * exp(z[i]) + phase(z[i]) + magnitude + angle + pi
        if isnan(z[i]):
            out[i] = 0


class CmathCompileTest(unittest.TestCase):
    def test_every_function_compiles_for_complex64_and_complex128(self):
        for c in COMPLEX:
            real = cuda.float32 if c is cuda.complex64 else cuda.float64
            sig = (c[:, ::1], c[::1], real[::1], cuda.boolean[:, ::1], real[::1])
            ptx, _ = cuda.compile_ptx(every_function, sig)
            self.assertIn(".visible .entry every_function", ptx)
            # The library's functions are inlined: only libdevice's slow
            # path of trigonometric reduction stays a function.
            functions = re.findall(r"\.func\s+(?:\([^)]*\)\s*)?(\w+)", ptx)
            self.assertTrue(all(f.startswith("__internal") for f in functions), functions)

    def test_functions_imported_by_name(self):
        for c in COMPLEX:
            ptx, _ = cuda.compile_ptx(imported_names, (c[::1], c[::1]))
            self.assertIn("sqrt.rn.f64", ptx)

    def test_results_are_typed_as_numba_types_them(self):
        def tanh_of(z):
            return cmath.tanh(z)

        def sqrt_of(z):
            return cmath.sqrt(z)

        def rect_of(r, phi):
            return cmath.rect(r, phi)

        def phase_of(z):
            return cmath.phase(z)

        cases = [
            (sqrt_of, (cuda.complex64,), cuda.complex64),
            (sqrt_of, (cuda.float32,), cuda.complex64),
            (sqrt_of, (cuda.float64,), cuda.complex128),
            (sqrt_of, (cuda.int64,), cuda.complex128),
            (tanh_of, (cuda.complex64,), cuda.complex128),
            (tanh_of, (cuda.complex128,), cuda.complex128),
            (rect_of, (cuda.float32, cuda.float32), cuda.complex64),
            (rect_of, (cuda.float32, cuda.float64), cuda.complex128),
            (phase_of, (cuda.complex64,), cuda.float32),
        ]
        for function, args, result in cases:
            _, resty = cuda.compile_ptx(function, args, device=True)
            self.assertEqual(resty, result, (function.__name__, args))

    def test_an_unsupported_name_is_an_error_where_it_is_used(self):
        def close(out, z):
            out[0] = cmath.isclose(z[0], z[1])

        line = inspect.getsourcelines(close)[1] + 1
        with self.assertRaises(dslc.CompileError) as caught:
            cuda.compile_ptx(close, (cuda.boolean[::1], cuda.complex128[::1]))
        diagnostic = caught.exception.diagnostics[0]
        self.assertEqual((diagnostic.file, diagnostic.line), (__file__, line))
        self.assertIn("module `cmath` has no attribute `isclose`", diagnostic.message)

    def test_a_real_argument_where_numba_takes_complex_only_is_an_error(self):
        def cosh_of(out, x):
            out[0] = cmath.cosh(x[0])

        with self.assertRaises(dslc.CompileError) as caught:
            cuda.compile_ptx(cosh_of, (cuda.complex128[::1], cuda.float64[::1]))
        self.assertIn("`cmath.cosh` takes a complex number", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
