"""The same kernels compiled by Numba and by dslc give the same results on
a GPU (kernels in parity_kernels.py). Skipped without a GPU or Numba."""

import os
import subprocess
import sys
import unittest

import numpy as np

from dslc import cuda
from support import needs_gpu, numba_cuda



@needs_gpu
class NumbaParityTest(unittest.TestCase):
    def setUp(self):
        self.ncuda = numba_cuda()
        if self.ncuda is None:
            self.skipTest("Numba is not installed")
        import parity_kernels
        self.kernels = parity_kernels

    def both(self, function, blocks, threads, *arrays):
        """Each array after Numba's launch and after dslc's, on copies."""
        def copies():
            return [a.copy() if isinstance(a, np.ndarray) else a for a in arrays]

        numba_arrays, dslc_arrays = copies(), copies()
        self.ncuda.jit(function)[blocks, threads](*numba_arrays)
        cuda.jit(function)[blocks, threads](*dslc_arrays)
        return numba_arrays, dslc_arrays

    def assert_same(self, numba_arrays, dslc_arrays):
        for want, got in zip(numba_arrays, dslc_arrays):
            if isinstance(want, np.ndarray):
                np.testing.assert_array_equal(got, want)

    def values(self, dtype, n=1000):
        rng = np.random.default_rng(7)
        x = (rng.standard_normal(n) * 1e3).astype(dtype)
        x[:6] = [0.0, -0.0, 1.0, -2.5, 0.75, 1e-30]
        return x

    def test_math_pairs(self):
        for dtype in (np.float32, np.float64):
            x = self.values(dtype)
            out = np.zeros((x.size, 6), dtype=dtype)
            exponents = np.zeros(x.size, dtype=np.int32)
            self.assert_same(*self.both(self.kernels.math_pairs, 4, 256, out, exponents, x))

    def test_raise_and_assert_end_the_thread(self):
        a = np.arange(1000, dtype=np.int32) % 23
        out = np.full(1000, -1, dtype=np.int32)
        numba_arrays, dslc_arrays = self.both(self.kernels.raise_and_assert, 4, 256, out, a)
        self.assert_same(numba_arrays, dslc_arrays)
        self.assertEqual(int((dslc_arrays[0] == -1).sum()), 400 + int(
            ((a[:600] % 2 == 1) | (a[:600] == 7)).sum()))

    def test_stores_before_the_thread_ends_stay(self):
        a = np.arange(1000, dtype=np.int32) % 23
        w = np.where(np.arange(1000) % 5 == 0, 0, 1 + 2j).astype(np.complex128)
        out = np.zeros(1000, dtype=np.int32)
        z = np.zeros(1000, dtype=np.complex128)
        numba_arrays, dslc_arrays = self.both(self.kernels.stores_before_the_end, 4, 256,
                                              out, z, w, a)
        self.assert_same(numba_arrays, dslc_arrays)
        self.assertEqual(int((dslc_arrays[0] == 1).sum()), int((a == 7).sum()))
        self.assertTrue((dslc_arrays[1][w == 0][a[w == 0] != 7] == 3j).all())

    def test_complex_arithmetic(self):
        rng = np.random.default_rng(21)
        for dtype in (np.complex64, np.complex128):
            z = (rng.standard_normal(500) + 1j * rng.standard_normal(500)).astype(dtype)
            w = (rng.standard_normal(500) + 1j * rng.standard_normal(500)).astype(dtype)
            w[:3] = [1e-30 + 0j, 0 + 3j, np.inf + 1j]
            x = rng.standard_normal(500).astype(np.float32)
            out = np.zeros((500, 6), dtype=dtype)
            numba_arrays, dslc_arrays = self.both(self.kernels.complex_arithmetic, 2, 256, out,
                                                  z, w, x)
            np.testing.assert_allclose(dslc_arrays[0], numba_arrays[0],
                                       rtol=1e-6 if dtype == np.complex64 else 1e-14)

    def test_complex_powers(self):
        rng = np.random.default_rng(22)
        for dtype in (np.complex64, np.complex128):
            z = (rng.standard_normal(300) + 1j * rng.standard_normal(300)).astype(dtype)
            w = (rng.standard_normal(300) + 1j * rng.standard_normal(300)).astype(dtype)
            z[:4] = [0, 0, 2 + 0j, 1j]
            w[:4] = [-1, 1j, 2, 0]
            out = np.zeros((300, 4), dtype=dtype)
            numba_arrays, dslc_arrays = self.both(self.kernels.complex_powers, 2, 256, out, z, w)
            np.testing.assert_allclose(dslc_arrays[0], numba_arrays[0],
                                       rtol=1e-6 if dtype == np.complex64 else 1e-14)

    def test_complex_scalar_arguments(self):
        for z in (np.complex64(1.5 - 2j), 0.25 + 4j):
            out = np.ones(100, dtype=np.complex128)
            self.assert_same(*self.both(self.kernels.complex_scalars, 1, 128, out, z))

    def test_print_writes_what_numba_writes(self):
        # Each runs in its own process: a kernel's printf output goes to the
        # process's standard output when the GPU is synchronized.
        script = (
            "import sys, numpy as np\n"
            "np.row_stack = getattr(np, 'row_stack', np.vstack)\n"
            "sys.path.insert(0, {tests!r})\n"
            "from {package} import cuda\n"
            "import warnings, parity_kernels\n"
            "warnings.simplefilter('ignore')\n"
            "a = np.array([3, -7, 2**31 - 1, -2**31, 0, 42], dtype=np.int32)\n"
            "cuda.jit(parity_kernels.print_values)[2, 4](a, 0.1, True, np.uint8(200))\n"
            "cuda.synchronize()\n")
        outputs = {}
        for package in ("numba", "dslc"):
            text = script.format(tests=os.path.dirname(os.path.abspath(__file__)),
                                 package=package)
            done = subprocess.run([sys.executable, "-c", text], capture_output=True, text=True,
                                  timeout=300)
            self.assertEqual(done.returncode, 0, done.stderr)
            outputs[package] = sorted(done.stdout.splitlines())
        self.assertEqual(len(outputs["dslc"]), 14, outputs["dslc"])
        self.assertEqual(outputs["dslc"], outputs["numba"])

    def test_unary_operators_work_in_the_operands_width(self):
        for dtype in (np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32):
            a = self.integers(dtype, 5)
            out = np.zeros((a.size, 3), dtype=np.int64)
            (numba_out, _), (dslc_out, _) = self.both(self.kernels.unary_in_own_width, 4, 256,
                                                      out, a)
            with np.errstate(over="ignore"):
                exact = np.stack([-a, ~a, +a], axis=1).astype(np.int64)
            np.testing.assert_array_equal(dslc_out, exact)
            # Numba's too, but for -(-32768) of an int16: ptxas folds Numba's
            # neg.s16 and the widening after it into a 32-bit negation, 32768.
            folded = (a == -32768) if dtype == np.int16 else np.zeros(a.size, dtype=bool)
            np.testing.assert_array_equal(numba_out[~folded], exact[~folded])

    def test_random_states_are_numbas(self):
        from numba.cuda.random import create_xoroshiro128p_states as numba_states
        from dslc.cuda.random import create_xoroshiro128p_states as dslc_states
        for n, seed, start in ((1000, 42, 0), (3000, 2**62 + 5, 3), (1, 0, 0), (300, -7, 1)):
            want = numba_states(n, seed, start).copy_to_host()
            got = dslc_states(n, seed, start).copy_to_host()
            np.testing.assert_array_equal(got, want)

    def test_random_draws_are_bit_identical(self):
        from numba.cuda.random import create_xoroshiro128p_states
        states = create_xoroshiro128p_states(1024, 1234).copy_to_host()
        arrays = [np.zeros((1024, 8), dtype=t)
                  for t in (np.float32, np.float64, np.float32, np.float64, np.uint64)]
        numba_arrays, dslc_arrays = self.both(self.kernels.random_draws, 4, 256, states, *arrays)
        self.assert_same(numba_arrays, dslc_arrays)
        self.assertGreater(len(np.unique(dslc_arrays[1])), 8000)  # not all the same

    def test_device_functions_take_their_signatures(self):
        # Numba's test_explicit_signatures_device_unsafe: 1.5 + 2.5 through
        # (int64, int64) is 3; an int32 and a float take (float64, float64).
        for x, y in ((1.5, 2.5), (np.int32(1), 2.5), (3, 4)):
            r = np.zeros(2, dtype=np.float64)
            self.assert_same(*self.both(self.kernels.eager_device_calls, 1, 1, r, x, y))
        numba_arrays, dslc_arrays = self.both(self.kernels.eager_device_calls, 1, 1,
                                              np.zeros(2), 1.5, 2.5)
        self.assertEqual(list(dslc_arrays[0]), [3.0, 4.0])

    RECORD = np.dtype([("a", np.float64), ("b", np.int32), ("c", np.complex64),
                       ("d", (np.uint8, 5))], align=True)
    PACKED = np.dtype([("i", np.int32), ("j", np.float32, (3, 2))])

    def records(self, n=300):
        ary = np.zeros(n, dtype=self.RECORD)
        ary["a"] = np.arange(n) / 2
        ary["b"] = np.arange(n)
        ary["c"] = np.arange(n) * 1j + 1
        ary["d"] = np.arange(n * 5).reshape(n, 5) % 7
        return ary

    def test_record_fields(self):
        out = np.zeros(300, dtype=np.float64)
        self.assert_same(*self.both(self.kernels.record_fields, 2, 256, self.records(), out))

    def test_record_copy(self):
        for i, j in ((0, 1), (5, 2), (3, 3)):
            self.assert_same(*self.both(self.kernels.record_copy, 1, 1, self.records(), i, j))

    COMPLEX_RECORD = np.dtype([("f0", np.int32), ("f1", np.complex128, (2,)),
                               ("f2", np.complex64)], align=True)

    def complex_records(self, n=300):
        ary = np.zeros(n, dtype=self.COMPLEX_RECORD)
        ary["f0"] = np.arange(n)
        ary["f1"] = (np.arange(2 * n) * (0.5 + 1j)).reshape(n, 2)
        ary["f2"] = np.arange(n) * (1 - 0.25j)
        return ary

    def test_complex_fields_aligned_as_their_parts(self):
        self.assertEqual(self.COMPLEX_RECORD.fields["f1"][1], 8)
        out = np.zeros(300, dtype=np.complex128)
        self.assert_same(*self.both(self.kernels.record_complex_parts, 2, 256,
                                    self.complex_records(), out))

    def test_complex_array_8_bytes_past_16(self):
        # A complex128 array aligned as its parts (8 bytes), as NumPy allows
        # and a complex field of a record array has it.
        host = np.arange(602) * 0.5
        results = []
        for module in (self.ncuda, cuda):
            parts = module.to_device(host)
            z = parts[1:601].view(np.complex128)
            module.jit(self.kernels.complex_scale)[2, 256](z, 1.5j)
            results.append(parts.copy_to_host())
        self.assertEqual(z.device_ctypes_pointer.value % 16, 8)
        np.testing.assert_array_equal(results[1], results[0])

    def test_record_scalars_are_written_back(self):
        numba_ary, dslc_ary = self.records(4), self.records(4)
        numba_out, dslc_out = np.zeros(1, np.float32), np.zeros(1, np.float32)
        self.ncuda.jit(self.kernels.record_scalar)[1, 1](numba_ary[2], 1.25, numba_out)
        cuda.jit(self.kernels.record_scalar)[1, 1](dslc_ary[2], 1.25, dslc_out)
        np.testing.assert_array_equal(dslc_ary, numba_ary)
        np.testing.assert_array_equal(dslc_out, numba_out)
        self.assertEqual(dslc_ary[2]["b"], 3)

    def test_packed_record_with_a_2d_nested_array(self):
        numba_rec = np.zeros(1, dtype=self.PACKED)
        numba_rec[0]["j"] = np.arange(6, dtype=np.float32).reshape(3, 2) + 0.5
        dslc_rec = numba_rec.copy()
        numba_out, dslc_out = np.zeros((3, 2), np.float32), np.zeros((3, 2), np.float32)
        self.ncuda.jit(self.kernels.record_nested_2d)[1, 1](numba_rec[0], numba_out)
        cuda.jit(self.kernels.record_nested_2d)[1, 1](dslc_rec[0], dslc_out)
        np.testing.assert_array_equal(dslc_rec, numba_rec)
        np.testing.assert_array_equal(dslc_out, numba_out)

    def test_whole_nested_arrays_are_assigned(self):
        src_dtype = np.dtype([("user", np.float64), ("array", np.int16, (3,))], align=True)
        dest_dtype = np.dtype([("user1", np.float64), ("array1", np.int16, (3,))], align=True)
        source = np.zeros(2, dtype=src_dtype)
        source[0] = (1.2, [1, 2, 3])
        numba_dest, dslc_dest = np.zeros(2, dtype=dest_dtype), np.zeros(2, dtype=dest_dtype)
        self.ncuda.jit(self.kernels.record_nested_assign)[1, 1](0, source, numba_dest[0])
        cuda.jit(self.kernels.record_nested_assign)[1, 1](0, source, dslc_dest[0])
        np.testing.assert_array_equal(dslc_dest, numba_dest)
        self.assertEqual(list(dslc_dest[0]["array1"]), [1, 2, 3])

    def test_records_on_device_arrays(self):
        ary = self.records()
        out = np.zeros(300, dtype=np.float64)
        numba_ary, dslc_ary = self.ncuda.to_device(ary), cuda.to_device(ary)
        self.ncuda.jit(self.kernels.record_fields)[2, 256](numba_ary, out)
        numba_out = out.copy()
        cuda.jit(self.kernels.record_fields)[2, 256](dslc_ary, out)
        np.testing.assert_array_equal(out, numba_out)
        np.testing.assert_array_equal(dslc_ary.copy_to_host(), numba_ary.copy_to_host())
        # A Numba device array of records, through __cuda_array_interface__.
        numba_ary = self.ncuda.to_device(ary)
        cuda.jit(self.kernels.record_fields)[2, 256](numba_ary, out)
        np.testing.assert_array_equal(numba_ary.copy_to_host(), dslc_ary.copy_to_host())

    def integers(self, dtype, seed):
        info = np.iinfo(dtype)
        rng = np.random.default_rng(seed)
        return rng.integers(info.min, info.max, 1000, dtype=dtype, endpoint=True)

    def test_bit_count(self):
        for dtype in (np.uint8, np.int16, np.int32, np.uint64):
            out = np.zeros(1000, dtype=np.int64)
            a = self.integers(dtype, 8)
            self.assert_same(*self.both(self.kernels.bit_counts, 4, 256, out, a))

    def test_selp(self):
        f = np.random.default_rng(9).random(1000)
        for dtype in (np.int16, np.uint32, np.int64, np.float32, np.float64):
            if np.issubdtype(dtype, np.floating):
                a, b = self.values(dtype), -self.values(dtype)
            else:
                a, b = self.integers(dtype, 10), self.integers(dtype, 11)
            out = np.zeros(1000, dtype=dtype)
            self.assert_same(*self.both(self.kernels.select, 4, 256, out, a, b, f))

    def test_cache_hints(self):
        for dtype in (np.float32, np.int64, np.int8, np.float16):
            a = np.arange(1000).astype(dtype)
            out = np.zeros_like(a)
            m = np.arange(12).reshape(4, 3).astype(dtype)
            # One thread: the stores to other elements would race.
            self.assert_same(*self.both(self.kernels.cache_hints, 1, 1, out, a, m))

    def halves(self):
        rng = np.random.default_rng(12)
        a = (rng.standard_normal(1000) * 4).astype(np.float16)
        b = (rng.random(1000) * 8 + 0.01).astype(np.float16)  # positive: logs, roots
        a[:4] = [0.0, -0.0, 2.5, -3.5]
        return a, b

    def test_fp16_arithmetic_is_bit_identical(self):
        a, b = self.halves()
        out = np.zeros((a.size, 12), dtype=np.float16)
        flags = np.zeros((a.size, 6), dtype=np.bool_)
        self.assert_same(*self.both(self.kernels.fp16_arithmetic, 4, 256, out, flags, a, b))

    def test_fp16_functions_within_an_ulp(self):
        # CUDA's float16 functions use float32 approximations; dslc computes
        # in float32 with libdevice and rounds: at most one float16 ulp apart.
        a, b = self.halves()
        out = np.zeros((a.size, 12), dtype=np.float16)
        (want,), (got,) = (r[:1] for r in self.both(self.kernels.fp16_functions, 4, 256, out,
                                                      a, b))
        ulps = np.abs(want.view(np.int16).astype(np.int32) - got.view(np.int16).astype(np.int32))
        finite = np.isfinite(want)
        self.assertLessEqual(int(ulps[finite].max()), 1)
        np.testing.assert_array_equal(np.isfinite(got), finite)

    def test_round_to_digits(self):
        for dtype in (np.float32, np.float64):
            x = self.values(dtype) / 997
            x[6] = 0.3425
            for digits in (-2, 0, 1, 3, 5):
                out = np.zeros_like(x)
                self.assert_same(*self.both(self.kernels.round_digits, 4, 256, out, x, digits))

    def test_eager_signature_converts_arguments(self):
        # Numba converts a Python int to the signature's uint64; compiling
        # for int64 instead would pick brev's uint32 version.
        brev = self.kernels.brev
        want, got = np.zeros(1, np.uint64), np.zeros(1, np.uint64)
        self.ncuda.jit("void(uint64[:], uint64)")(brev)[1, 1](want, 0x000030F0000030F0)
        cuda.jit("void(uint64[:], uint64)")(brev)[1, 1](got, 0x000030F0000030F0)
        self.assertEqual(int(got[0]), 0x0F0C00000F0C0000)
        np.testing.assert_array_equal(got, want)

    def test_const_array_like(self):
        out = np.zeros(64)
        self.assert_same(*self.both(self.kernels.const_memory, 1, 64, out))

    def test_complex_globals(self):
        """Python complex numbers, NumPy complex scalars and cmath's infj and
        nanj read from the module are constants of the kernel's code."""
        z = (np.arange(-8, 8) + 0.5j * np.arange(16)).astype(np.complex128)
        out = np.zeros((16, 3), dtype=np.complex128)
        numba_arrays, dslc_arrays = self.both(self.kernels.complex_globals, 1, 16, out, z)
        np.testing.assert_array_equal(dslc_arrays[0], numba_arrays[0])

    def test_tuple_value_index(self):
        rng = np.random.default_rng(5)
        res = rng.integers(0, 4, (20, 30)).astype(np.int32)
        old = np.zeros((20, 30), dtype=np.int32)
        ary = rng.integers(-99, 99, (20, 30)).astype(np.int32)
        self.assert_same(*self.both(self.kernels.tuple_value_index, (3, 4), (8, 8), res, old, ary,
                                    np.int32(2)))

    def test_enumerate_and_zip(self):
        rng = np.random.default_rng(13)
        a = rng.random(37).astype(np.float32)
        b = rng.integers(-50, 50, 29).astype(np.int32)
        out = np.zeros(1)
        numba_arrays, dslc_arrays = self.both(self.kernels.enumerate_zip, 1, 1, out, a, b)
        np.testing.assert_allclose(dslc_arrays[0], numba_arrays[0], rtol=1e-12)

    def test_classes_functions_and_constants_passed_to_device_functions(self):
        idx = np.random.default_rng(14).integers(0, 32, 32).astype(np.uint32)
        ary = np.zeros(32, dtype=np.uint32)
        self.assert_same(*self.both(self.kernels.atomics_through_device_functions, 1, 32, ary,
                                    idx))

    def test_dtype_strings(self):
        x = self.values(np.float64)
        out = np.zeros_like(x)
        self.assert_same(*self.both(self.kernels.spellings, 4, 256, out, x))


    def test_views_of_rows_and_columns(self):
        m = np.arange(64 * 8, dtype=np.float64).reshape(64, 8)
        out = np.zeros((64, 3))
        self.assert_same(*self.both(self.kernels.view_rows_and_columns, 1, 64, out, m))

    def test_view_slices_follow_python(self):
        a = np.arange(10, dtype=np.float64)
        for lo, hi, step in ((0, 10, 1), (-3, 100, 1), (8, -11, -2), (-1, -100, -3), (5, 2, 1),
                             (-100, 100, 4), (3, 3, -1)):
            out = np.zeros(12)
            self.assert_same(*self.both(self.kernels.view_slices, 1, 1, out, a, lo, hi, step))

    def test_fixed_slices(self):
        a = np.arange(10, dtype=np.int64) * 3
        out = np.zeros(80, dtype=np.int64)
        self.assert_same(*self.both(self.kernels.view_fixed_slices, 1, 1, out, a))

    def test_atomic_on_a_view(self):
        a = np.arange(256, dtype=np.float32)
        out = np.zeros(8, dtype=np.float32)
        self.assert_same(*self.both(self.kernels.view_atomic, 1, 256, out, a))

    def test_transpose_and_reshape(self):
        m = np.arange(6 * 9, dtype=np.float32).reshape(6, 9)
        out = np.zeros((9, 6), dtype=np.float32)
        flat = np.zeros(32, dtype=np.float32)
        self.assert_same(*self.both(self.kernels.view_transpose_reshape, 1, 16, out, m, flat))

    def test_dtype_view(self):
        a = self.values(np.float64)
        out = np.zeros(2 * a.size, dtype=np.uint32)
        self.assert_same(*self.both(self.kernels.view_dtype, 8, 256, out, a))

    def test_views_of_shared_arrays(self):
        a = np.arange(128, dtype=np.float32)
        out = np.zeros(128, dtype=np.float32)
        self.assert_same(*self.both(self.kernels.view_shared, 1, 128, out, a))
    def test_recursion_and_numba_cpu_functions(self):
        x = np.arange(16, dtype=np.int64)
        r = np.zeros((x.size, 3), dtype=np.float64)
        self.assert_same(*self.both(self.kernels.recursion_and_cpu_functions, 1, 32, r, x))

    def test_recursion_with_other_argument_types(self):
        r = np.zeros(1, dtype=np.float64)
        x, y = np.array([13], dtype=np.int64), np.array([0.5])
        cuda.jit(self.kernels.type_change_recursion)[1, 1](r, x, y)
        def type_change_self(x, y):  # the device function, in Python
            return x + type_change_self(x - y, y) if x > 1 and y > 0 else y

        self.assertEqual(r[0], type_change_self(13, 0.5))


if __name__ == "__main__":
    unittest.main()
