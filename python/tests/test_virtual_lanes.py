"""Lanes of virtual warps: a 1-D kernel with warp shuffles whose lanes a
GPU thread can share runs C consecutive positions per thread in lock step.
The PTX says when (no GPU needed); on a GPU every such kernel gives, bit for
bit, what it gives with `coarsen=False`, for sizes that are not multiples
of C x the block and for blocks of several sizes."""

import unittest

import numpy as np

from dslc import cuda
from support import CoarsenEveryLaunch, needs_gpu

FULL = 0xFFFFFFFF


def warp_sum_body(a, out, zero):
    i = cuda.grid(1)
    v = a[i] if i < a.size else zero
    offset = 16
    while offset > 0:
        v += cuda.shfl_down_sync(FULL, v, offset)
        offset //= 2
    if cuda.laneid == 0:
        out[i // 32] = v


def scan_body(a, out, zero):
    """An inclusive scan of each warp's elements."""
    i = cuda.grid(1)
    v = a[i] if i < a.size else zero
    d = 1
    while d < 32:
        n = cuda.shfl_up_sync(FULL, v, d)
        if cuda.laneid >= d:
            v += n
        d *= 2
    if i < a.size:
        out[i] = v


def narrow_scan_body(a, out):
    """The same of 8- or 16-bit elements, shuffled as int32."""
    i = cuda.grid(1)
    v = np.int32(a[i]) if i < a.size else np.int32(0)
    d = 1
    while d < 32:
        n = cuda.shfl_up_sync(FULL, v, d)
        if cuda.laneid >= d:
            v += n
        d *= 2
    if i < a.size:
        out[i] = v


def butterfly_body(a, out, rounds, zero):
    """Every lane gets the sum of lanes that differ in the low `rounds`
    bits, each minus lane `rounds`'s element of its warp."""
    i = cuda.grid(1)
    x = a[i] if i < a.size else zero
    v = x
    for j in range(rounds):
        v += cuda.shfl_xor_sync(FULL, v, 1 << j)
    if i < a.size:
        out[i] = v - cuda.shfl_sync(FULL, x, rounds)


def max_step_body(a, out, zero):
    """A loop left by a `break` under a uniform condition, then lanes apart
    by shuffles up and down by more than one thread's lanes."""
    i = cuda.grid(1)
    v = a[i] if i < a.size else zero
    step = 1
    while True:
        v = max(v, cuda.shfl_xor_sync(FULL, v, step))
        step *= 2
        if step == 32:
            break
    w = cuda.shfl_down_sync(FULL, v, 5) - cuda.shfl_up_sync(FULL, v, 7)
    if i < a.size:
        out[i] = w + cuda.laneid


KERNELS = {name: (cuda.jit(body), cuda.jit(coarsen=False)(body))
           for name, body in (("warp_sum", warp_sum_body), ("scan", scan_body), ("narrow_scan", narrow_scan_body),
                              ("butterfly", butterfly_body), ("max_step", max_step_body))}


class LanesPtxTest(unittest.TestCase):
    def test_warp_sum_runs_lanes(self):
        ptx, _ = cuda.compile_ptx(warp_sum_body, "void(float32[::1], float32[::1], float32)")
        self.assertIn("coarsened=8", ptx)
        self.assertIn("coarsen_whole_warps=1", ptx)
        self.assertEqual(ptx.count("ld.global.nc.v4.f32"), 2)
        ptx64, _ = cuda.compile_ptx(warp_sum_body, "void(float64[::1], float64[::1], float64)")
        self.assertIn("coarsened=4", ptx64)
        self.assertIn("coarsen_whole_warps=1", ptx64)

    def test_narrow_elements_run_eight_lanes(self):
        ptx, _ = cuda.compile_ptx(narrow_scan_body, "void(int16[::1], int16[::1])")
        self.assertIn("coarsened=8", ptx)
        self.assertIn("coarsen_whole_warps=1", ptx)

    def test_a_varying_delta_runs_blocks(self):
        def varying(a, out):
            i = cuda.grid(1)
            out[i] = cuda.shfl_down_sync(FULL, a[i], cuda.laneid % 4)

        ptx, _ = cuda.compile_ptx(varying, "void(float32[::1], float32[::1])")
        self.assertIn("coarsened=8", ptx)
        self.assertNotIn("coarsen_whole_warps", ptx)


SIZES = (1, 255, 1_000_003, (1 << 22) + 7)


@needs_gpu
class LanesResultsTest(CoarsenEveryLaunch):
    def compare(self, name, inputs, args_of, blocks_of, block):
        results = []
        for kernel in KERNELS[name]:
            arrays = [cuda.to_device(a) for a in inputs]
            kernel[blocks_of(block), block](*args_of(arrays))
            results.append([a.copy_to_host() for a in arrays])
        for a, b in zip(results[0], results[1]):
            self.assertEqual(a.dtype, b.dtype)
            self.assertTrue(np.array_equal(a.view(np.uint8), b.view(np.uint8)), name)
        return results[0]

    def test_warp_sum(self):
        rng = np.random.default_rng(21)
        for n in SIZES:
            for dtype in (np.float32, np.float64, np.int32):
                a = (rng.random(n) * 100).astype(dtype)
                out = np.full((n + 31) // 32, -1, dtype)
                for block in (256, 96, 1024):
                    got = self.compare("warp_sum", [a, out], lambda d: (d[0], d[1], dtype(0)),
                                       lambda b: (n + b - 1) // b, block)
                    padded = np.zeros(out.size * 32, dtype)
                    padded[:n] = a
                    np.testing.assert_allclose(got[1], padded.reshape(-1, 32).sum(axis=1),
                                               rtol=1e-4)

    def test_scan(self):
        rng = np.random.default_rng(22)
        for n in SIZES:
            for dtype in (np.int32, np.int16, np.int8, np.float32):
                a = rng.integers(-5, 6, n).astype(dtype)
                out = np.zeros(n, dtype)
                narrow = dtype in (np.int16, np.int8)
                for block in (256, 64):
                    got = self.compare("narrow_scan" if narrow else "scan", [a, out],
                                       (lambda d: d) if narrow else
                                       (lambda d: (d[0], d[1], dtype(0))),
                                       lambda b: (n + b - 1) // b, block)
                    padded = np.zeros((n + 31) // 32 * 32, dtype)
                    padded[:n] = a
                    expected = np.cumsum(padded.reshape(-1, 32), axis=1, dtype=dtype).ravel()
                    np.testing.assert_array_equal(got[1], expected[:n])

    def test_butterfly(self):
        rng = np.random.default_rng(23)
        for n in SIZES[1:]:
            for dtype in (np.float32, np.float64, np.int64):
                a = (rng.random(n) * 100).astype(dtype)
                out = np.zeros(n, dtype)
                for rounds in (0, 1, 2, 3, 5):
                    self.compare("butterfly", [a, out], lambda d: (d[0], d[1], rounds, dtype(0)),
                                 lambda b: (n + b - 1) // b, 128)

    def test_max_step(self):
        rng = np.random.default_rng(24)
        for n in SIZES:
            for dtype in (np.float32, np.int32, np.float64):
                a = (rng.random(n) * 1000).astype(dtype)
                out = np.zeros(n, dtype)
                for block in (256, 32):
                    self.compare("max_step", [a, out], lambda d: (d[0], d[1], dtype(0)),
                                 lambda b: (n + b - 1) // b, block)


if __name__ == "__main__":
    unittest.main()
