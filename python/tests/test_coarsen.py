"""Thread coarsening of elementwise kernels: the PTX says when a kernel is
coarsened (no GPU needed), and on a GPU a coarsened kernel gives, bit for
bit, what the same kernel with `coarsen=False` gives."""

import math
import os
import unittest

import numpy as np

from dslc import cuda
from support import needs_gpu


def saxpy_body(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]


saxpy = cuda.jit(saxpy_body)
saxpy_off = cuda.jit(coarsen=False)(saxpy_body)


def wave_body(t, phase, out, decay):
    i = cuda.grid(1)
    if i < out.size:
        x = t[i]
        out[i] = math.exp(-decay * x) * math.sin(x + phase[i])


wave = cuda.jit(wave_body)
wave_off = cuda.jit(coarsen=False)(wave_body)


def block_sum_body(x, out):
    i = cuda.grid(1)
    cuda.syncthreads()
    if i < x.size:
        out[i] = x[i] + 1


SAXPY_SIGNATURE = "void(float32, float32[::1], float32[::1])"


class CoarsenedPtxTest(unittest.TestCase):
    def test_an_elementwise_kernel_is_coarsened(self):
        ptx, _ = cuda.compile_ptx(saxpy_body, SAXPY_SIGNATURE)
        self.assertIn("coarsened=4 grid_parameter=5", ptx)
        ptx64, _ = cuda.compile_ptx(saxpy_body, "void(float64, float64[::1], float64[::1])")
        self.assertIn("coarsened=2 grid_parameter=5", ptx64)

    def test_a_kernel_with_a_barrier_is_not(self):
        ptx, _ = cuda.compile_ptx(block_sum_body, "void(float32[::1], float32[::1])")
        self.assertNotIn("coarsened=", ptx)


SIZES = (1, 255, 1_000_003, (1 << 24) + 7)


@needs_gpu
class CoarsenedResultsTest(unittest.TestCase):
    """Every launch coarsened (DSLC_COARSEN_MIN_THREADS=0, read when a
    kernel's program is made, which its first launch does)."""

    def setUp(self):
        self.saved = os.environ.get("DSLC_COARSEN_MIN_THREADS")
        os.environ["DSLC_COARSEN_MIN_THREADS"] = "0"

    def tearDown(self):
        if self.saved is None:
            os.environ.pop("DSLC_COARSEN_MIN_THREADS", None)
        else:
            os.environ["DSLC_COARSEN_MIN_THREADS"] = self.saved

    def assert_same_bits(self, a, b):
        self.assertEqual(a.dtype, b.dtype)
        self.assertTrue(np.array_equal(a.view(np.uint8), b.view(np.uint8)))

    def run_saxpy(self, kernel, a, x, y, blocks):
        dx, dy = cuda.to_device(x), cuda.to_device(y)
        kernel[blocks, 256](a, dx, dy)
        return dy.copy_to_host()

    def test_saxpy_sizes(self):
        rng = np.random.default_rng(3)
        for n in SIZES:
            for dtype in (np.float32, np.float64):
                x, y = rng.random(n).astype(dtype), rng.random(n).astype(dtype)
                a = dtype(1.25)
                blocks = (n + 255) // 256
                self.assert_same_bits(self.run_saxpy(saxpy, a, x, y, blocks),
                                      self.run_saxpy(saxpy_off, a, x, y, blocks))

    def test_saxpy_aliased(self):
        rng = np.random.default_rng(4)
        for n in SIZES:
            y = rng.random(n).astype(np.float32)
            results = []
            for kernel in (saxpy, saxpy_off):
                dy = cuda.to_device(y)
                kernel[(n + 255) // 256, 256](np.float32(2.0), dy, dy)
                results.append(dy.copy_to_host())
            self.assert_same_bits(results[0], results[1])

    def test_grid_larger_than_arrays(self):
        rng = np.random.default_rng(5)
        n = 1000
        x, y = rng.random(n).astype(np.float32), rng.random(n).astype(np.float32)
        self.assert_same_bits(self.run_saxpy(saxpy, np.float32(3), x, y, 13),
                              self.run_saxpy(saxpy_off, np.float32(3), x, y, 13))

    def test_wave_sizes(self):
        rng = np.random.default_rng(6)
        for n in SIZES:
            t = (rng.random(n) * 20).astype(np.float32)
            phase = rng.random(n).astype(np.float32)
            results = []
            for kernel in (wave, wave_off):
                out = cuda.to_device(np.zeros(n, np.float32))
                kernel[(n + 255) // 256, 256](cuda.to_device(t), cuda.to_device(phase), out,
                                              np.float32(0.1))
                results.append(out.copy_to_host())
            self.assert_same_bits(results[0], results[1])


if __name__ == "__main__":
    unittest.main()
