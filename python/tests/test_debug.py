"""debug=True: bounds checks, zero divisors, raise and assert, reported
after the launch as dslc.KernelError, which is also the Python class the
kernel raised (`except IndexError` works, as with Numba). The compile tests
need no GPU; the launches are skipped without one."""

import unittest

import numpy as np

import dslc
from dslc import cuda
from dslc.errors import kernel_error_class
from support import needs_gpu


@cuda.jit(device=True)
def element(a, i):
    return a[i]


@cuda.jit(debug=True)
def shifted(out, a, k):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i + k]


@cuda.jit(debug=True)
def second_axis(out, m, k):
    i, j = cuda.grid(2)
    if i < m.shape[0] and j < m.shape[1]:
        out[i, j] = m[i, j + k]


@cuda.jit(debug=True)
def divide(out, a, d):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] // d


@cuda.jit(debug=True)
def raising(out, k):
    i = cuda.grid(1)
    if i == k:
        raise ValueError("bad element")
    if i < out.size:
        out[i] = i


@cuda.jit(debug=True)
def asserting(out, k):
    i = cuda.grid(1)
    assert i != k, "hit k"
    if i < out.size:
        out[i] = i


@cuda.jit(debug=True)
def in_device(out, a, k):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = element(a, i + k)


@cuda.jit
def unchecked_divide(out, a, d):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] // d


def line_of(text, after):
    """The line of this file holding `text`, first after the line holding `after`."""
    with open(__file__) as f:
        lines = f.read().split("\n")
    start = next(n for n, line in enumerate(lines) if after in line)
    return next(n + 1 for n, line in enumerate(lines) if n > start and text in line)


class DebugCompileTest(unittest.TestCase):
    def test_debug_adds_the_error_record(self):
        def scale(x):
            i = cuda.grid(1)
            x[i] = x[i] // 3

        checked, _ = cuda.compile_ptx(scale, "void(int64[::1])", debug=True)
        plain, _ = cuda.compile_ptx(scale, "void(int64[::1])")
        off, _ = cuda.compile_ptx(scale, "void(int64[::1])", debug=False)
        self.assertIn("__dslc_error", checked)
        self.assertIn("dslc.error_site", checked)
        self.assertNotIn("__dslc_error", plain)
        self.assertEqual(plain, off)

    def test_kernel_error_is_the_raised_class(self):
        for name, base in (("IndexError", IndexError), ("ZeroDivisionError", ZeroDivisionError),
                           ("AssertionError", AssertionError), ("ValueError", ValueError)):
            cls = kernel_error_class(name)
            self.assertTrue(issubclass(cls, dslc.KernelError))
            self.assertTrue(issubclass(cls, dslc.Error))
            self.assertTrue(issubclass(cls, base))
            self.assertIs(kernel_error_class(name), cls)
        # A class of the user's module is not a builtin: KernelError alone.
        self.assertIs(kernel_error_class("BadInput"), dslc.KernelError)
        error = kernel_error_class("IndexError")(
            "IndexError: index 4 is out of bounds for axis 0 with size 4 in kernel `k` at k.py:3:5 "
            "(thread (4,0,0), block (0,0,0))", kernel="k",
            details={"exception": "IndexError", "message": "index 4 is out of bounds for axis 0 "
                     "with size 4", "function": "k", "file": "k.py", "line": 3, "column": 5,
                     "bounds": True, "index": 4, "extent": 4, "axis": 0, "thread": [4, 0, 0],
                     "block": [0, 0, 0]})
        self.assertEqual((error.index, error.extent, error.axis), (4, 4, 0))
        self.assertEqual(error.thread, (4, 0, 0))
        self.assertTrue(str(error).startswith("IndexError: index 4 is out of bounds"))


@needs_gpu
class DebugLaunchTest(unittest.TestCase):
    def test_index_error_then_a_correct_launch(self):
        n = 1000
        a = cuda.to_device(np.arange(n, dtype=np.int64))
        out = cuda.to_device(np.zeros(n, dtype=np.int64))
        with self.assertRaises(IndexError) as caught:
            shifted[4, 256](out, a, 1)
        e = caught.exception
        self.assertIsInstance(e, dslc.KernelError)
        self.assertEqual((e.index, e.extent, e.axis), (1000, 1000, 0))
        self.assertEqual((e.thread, e.block), ((231, 0, 0), (3, 0, 0)))
        self.assertEqual((e.kernel, e.function), ("shifted", "shifted"))
        self.assertTrue(e.file.endswith("test_debug.py"), e.file)
        self.assertEqual(e.line, line_of("out[i] = a[i + k]", "def shifted("))
        self.assertTrue(str(e).startswith(
            "IndexError: index 1000 is out of bounds for axis 0 with size 1000 in kernel `shifted` "
            "at "), str(e))
        with self.assertRaises(IndexError) as caught:
            shifted[4, 256](out, a, -1001)
        self.assertEqual(caught.exception.index, -1001)
        self.assertEqual(caught.exception.thread, (0, 0, 0))
        shifted[4, 256](out, a, 0)
        np.testing.assert_array_equal(out.copy_to_host(), np.arange(n))

    def test_second_axis(self):
        m = cuda.to_device(np.arange(32, dtype=np.int64).reshape(4, 8))
        out = cuda.to_device(np.zeros((4, 8), dtype=np.int64))
        with self.assertRaises(IndexError) as caught:
            second_axis[1, (4, 8)](out, m, 1)
        e = caught.exception
        self.assertEqual((e.index, e.extent, e.axis), (8, 8, 1))
        self.assertEqual(e.thread[1], 7)
        second_axis[1, (4, 8)](out, m, 0)
        np.testing.assert_array_equal(out.copy_to_host(), np.arange(32).reshape(4, 8))

    def test_division_by_zero(self):
        a = cuda.to_device(np.arange(300, dtype=np.int64))
        out = cuda.to_device(np.zeros(300, dtype=np.int64))
        with self.assertRaises(ZeroDivisionError) as caught:
            divide[2, 256](out, a, 0)
        self.assertEqual(caught.exception.message, "integer division by zero")
        self.assertIsNone(caught.exception.index)
        self.assertEqual(caught.exception.line, line_of("out[i] = a[i] // d", "def divide("))
        divide[2, 256](out, a, 3)
        np.testing.assert_array_equal(out.copy_to_host(), np.arange(300) // 3)
        # The same bug without debug=True: NumPy's 0, and nothing reported.
        unchecked_divide[2, 256](out, a, 0)
        np.testing.assert_array_equal(out.copy_to_host(), np.zeros(300))

    def test_raise_and_assert(self):
        out = cuda.to_device(np.zeros(64, dtype=np.int64))
        with self.assertRaises(ValueError) as caught:
            raising[1, 64](out, 5)
        self.assertEqual(caught.exception.message, "bad element")
        self.assertEqual(caught.exception.thread, (5, 0, 0))
        with self.assertRaises(AssertionError) as caught:
            asserting[1, 64](out, 7)
        self.assertEqual(caught.exception.message, "hit k")
        asserting[1, 64](out, -1)
        np.testing.assert_array_equal(out.copy_to_host(), np.arange(64))

    def test_in_a_device_function(self):
        a = cuda.to_device(np.arange(100, dtype=np.int64))
        out = cuda.to_device(np.zeros(100, dtype=np.int64))
        with self.assertRaises(IndexError) as caught:
            in_device[1, 128](out, a, 1)
        e = caught.exception
        self.assertEqual((e.kernel, e.function), ("in_device", "element"))
        self.assertEqual(e.line, line_of("return a[i]", "def element("))
        self.assertIn("in kernel `in_device` in function `element` at", str(e))


if __name__ == "__main__":
    unittest.main()
