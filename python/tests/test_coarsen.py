"""Thread coarsening of elementwise kernels: the PTX says when a kernel is
coarsened (no GPU needed), and on a GPU a coarsened kernel gives, bit for
bit, what the same kernel with `coarsen=False` gives."""

import math
import re
import unittest

import numpy as np

from dslc import cuda
from support import CoarsenEveryLaunch, needs_gpu


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


def write_then_read_body(x, y, out):
    """Reads x[i] after writing y[i]: when x is y, the second read sees
    the write."""
    i = cuda.grid(1)
    if i < y.size:
        y[i] = x[i] * 2 + 1
        out[i] = x[i] + y[i]


write_then_read = cuda.jit(write_then_read_body)
write_then_read_off = cuda.jit(coarsen=False)(write_then_read_body)


def heavy_write_then_read_body(x, y, out):
    """The same with four math functions (the most a coarsened kernel may
    call): too large to inline 4 + 1 times, so the coarsened kernel calls
    one body function."""
    i = cuda.grid(1)
    if i < y.size:
        v = x[i]
        y[i] = math.sin(v) * math.cos(v) + math.tanh(v)
        w = x[i]
        out[i] = math.log1p(w * w) + w * y[i]


heavy_write_then_read = cuda.jit(heavy_write_then_read_body)
heavy_write_then_read_off = cuda.jit(coarsen=False)(heavy_write_then_read_body)

WRITE_THEN_READ_SIGNATURE = "void(float32[::1], float32[::1], float32[::1])"


def block_sum_body(x, out):
    i = cuda.grid(1)
    cuda.syncthreads()
    if i < x.size:
        out[i] = x[i] + 1


SAXPY_SIGNATURE = "void(float32, float32[::1], float32[::1])"


def heat_body(u, out, alpha):
    """A 5-point stencil as Numba users write it: returns outside the
    array, boundary points copied."""
    x, y = cuda.grid(2)
    rows, cols = u.shape
    if y >= rows or x >= cols:
        return
    c = u[y, x]
    if y == 0 or x == 0 or y == rows - 1 or x == cols - 1:
        out[y, x] = c
        return
    out[y, x] = c + alpha * (u[y - 1, x] + u[y + 1, x] + u[y, x - 1] + u[y, x + 1] - 4 * c)


heat = cuda.jit(heat_body)
heat_off = cuda.jit(coarsen=False)(heat_body)


def transpose_scale_body(a, out, k):
    """out[x, y] from a[y, x]: the own element of `out` in the other order."""
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[x, y] = a[y, x] * k + a[y, 0]


transpose_scale = cuda.jit(transpose_scale_body)
transpose_scale_off = cuda.jit(coarsen=False)(transpose_scale_body)


def accumulate_body(acc, b):
    """Reads and writes acc at its own element; b may be acc itself."""
    x, y = cuda.grid(2)
    if y < acc.shape[0] and x < acc.shape[1]:
        acc[y, x] = acc[y, x] * 2 + b[y, x]
        acc[y, x] += b[y, x]


accumulate = cuda.jit(accumulate_body)
accumulate_off = cuda.jit(coarsen=False)(accumulate_body)


def scale_rows_body(a, w, out):
    """Each row scaled by w, a 1-D array indexed by x."""
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[y, x] = a[y, x] * w[x]


scale_rows = cuda.jit(scale_rows_body)
scale_rows_off = cuda.jit(coarsen=False)(scale_rows_body)


def add_one_body(a, out):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[y, x] = a[y, x] + 1


add_one = cuda.jit(add_one_body)
add_one_off = cuda.jit(coarsen=False)(add_one_body)


def pair_sums_body(a, out):
    """Sums of neighbouring lanes' elements, written by the even lanes."""
    i = cuda.grid(1)
    v = a[i] if i < a.size else np.float32(0)
    v += cuda.shfl_down_sync(0xFFFFFFFF, v, 1)
    if cuda.laneid % 2 == 0 and i < a.size:
        out[i // 2] = v


pair_sums = cuda.jit(pair_sums_body)
pair_sums_off = cuda.jit(coarsen=False)(pair_sums_body)


def lane_return_body(x):
    i = cuda.grid(1)
    if i >= x.size:
        return
    x[i] = x[i] + cuda.laneid


class CoarsenedPtxTest(unittest.TestCase):
    def test_an_elementwise_kernel_is_coarsened(self):
        ptx, _ = cuda.compile_ptx(saxpy_body, SAXPY_SIGNATURE)
        self.assertIn("coarsened=4 grid_parameter=5", ptx)
        ptx64, _ = cuda.compile_ptx(saxpy_body, "void(float64, float64[::1], float64[::1])")
        self.assertIn("coarsened=2 grid_parameter=5", ptx64)

    def test_a_light_body_is_inlined(self):
        ptx, _ = cuda.compile_ptx(write_then_read_body, WRITE_THEN_READ_SIGNATURE)
        self.assertIn("coarsened=4", ptx)
        self.assertNotIn("call.uni", ptx)
        self.assertNotIn(".func", ptx)

    def test_a_heavy_body_is_one_function(self):
        # Called by the 4 bodies of the fast path and the one-by-one loop.
        ptx, _ = cuda.compile_ptx(heavy_write_then_read_body, WRITE_THEN_READ_SIGNATURE)
        self.assertIn("coarsened=4", ptx)
        self.assertEqual(ptx.count("call.uni"), 5)
        functions = set(re.findall(r"^\.func\s+([\w$]+)", ptx, re.M))
        self.assertEqual(functions, {"heavy_write_then_read_body_$_thread"})

    def test_a_stencil_runs_consecutive_columns(self):
        ptx, _ = cuda.compile_ptx(heat_body, "void(float32[:, ::1], float32[:, ::1], float32)")
        self.assertIn("coarsened=4 grid_parameter=7", ptx)
        self.assertNotIn("coarsen_axis=1", ptx)
        self.assertEqual(ptx.count("ld.global.nc.v4.f32"), 3)

    def test_a_transpose_is_coarsened_along_y(self):
        ptx, _ = cuda.compile_ptx(transpose_scale_body,
                                  "void(float64[:, ::1], float64[:, ::1], float64)")
        self.assertIn("coarsen_axis=1", ptx)

    def test_warp_functions_without_a_return(self):
        ptx, _ = cuda.compile_ptx(pair_sums_body, "void(float32[::1], float32[::1])")
        self.assertIn("coarsened=8", ptx)
        self.assertIn("coarsen_whole_warps=1", ptx)
        ptx, _ = cuda.compile_ptx(lane_return_body, "void(int32[::1])")
        self.assertNotIn("coarsened=", ptx)

    def test_a_kernel_with_a_barrier_is_not(self):
        ptx, _ = cuda.compile_ptx(block_sum_body, "void(float32[::1], float32[::1])")
        self.assertNotIn("coarsened=", ptx)


SIZES = (1, 255, 1_000_003, (1 << 24) + 7)


class EveryLaunchCoarsened(CoarsenEveryLaunch):
    def assert_same_bits(self, a, b):
        self.assertEqual(a.dtype, b.dtype)
        self.assertTrue(np.array_equal(a.view(np.uint8), b.view(np.uint8)))


@needs_gpu
class CoarsenedResultsTest(EveryLaunchCoarsened):

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

    def check_write_then_read(self, kernels, aliases):
        """`aliases`: which of x, y, out is the same array as which, as
        indices into (x, y, out)."""
        rng = np.random.default_rng(7)
        for n in SIZES:
            inputs = [rng.random(n).astype(np.float32) for _ in range(3)]
            results = []
            for kernel in kernels:
                arrays = [cuda.to_device(a) for a in inputs]
                args = [arrays[a] for a in aliases]
                kernel[(n + 255) // 256, 256](*args)
                results.append([a.copy_to_host() for a in arrays])
            for a, b in zip(results[0], results[1]):
                self.assert_same_bits(a, b)

    def test_write_then_read(self):
        for kernels in ((write_then_read, write_then_read_off),
                        (heavy_write_then_read, heavy_write_then_read_off)):
            self.check_write_then_read(kernels, (0, 1, 2))

    def test_write_then_read_aliased(self):
        # x is y: the one-by-one path, whose bodies read memory.
        for kernels in ((write_then_read, write_then_read_off),
                        (heavy_write_then_read, heavy_write_then_read_off)):
            self.check_write_then_read(kernels, (0, 0, 2))
            self.check_write_then_read(kernels, (0, 1, 0))


SHAPES = ((1, 1), (3, 5), (33, 2), (517, 333), (1000, 1003), (4099, 1024))
BLOCKS = ((32, 8), (16, 16), (32, 1), (8, 32))


def grid_for(shape, block, extra=0):
    rows, cols = shape
    return ((cols + block[0] - 1) // block[0] + extra, (rows + block[1] - 1) // block[1] + extra)


@needs_gpu
class CoarsenedAlongYTest(EveryLaunchCoarsened):
    """Kernels of `cuda.grid(2)`: consecutive columns per GPU thread (heat,
    accumulate), or several rows of blocks per GPU block (transpose)."""

    def compare(self, kernels, inputs, args_of, grid, block):
        results = []
        for kernel in kernels:
            arrays = [cuda.to_device(a) for a in inputs]
            kernel[grid, block](*args_of(arrays))
            results.append([a.copy_to_host() for a in arrays])
        for a, b in zip(results[0], results[1]):
            self.assert_same_bits(a, b)

    def test_heat(self):
        rng = np.random.default_rng(8)
        for shape in SHAPES:
            for block in BLOCKS if shape == (1000, 1003) else BLOCKS[:1]:
                u = (rng.random(shape) * 100).astype(np.float32)
                out = np.full(shape, -1, np.float32)
                for extra in (0, 2):
                    self.compare((heat, heat_off), [u, out],
                                 lambda d: (d[0], d[1], np.float32(0.2)),
                                 grid_for(shape, block, extra), block)

    def test_transpose(self):
        rng = np.random.default_rng(9)
        for shape in SHAPES:
            a = rng.random(shape)
            out = np.zeros(shape[::-1])
            self.compare((transpose_scale, transpose_scale_off), [a, out],
                         lambda d: (d[0], d[1], 1.5), grid_for(shape, (32, 8)), (32, 8))

    def test_accumulate_aliased(self):
        rng = np.random.default_rng(10)
        for shape in SHAPES:
            acc = rng.random(shape).astype(np.float32)
            b = rng.random(shape).astype(np.float32)
            grid = grid_for(shape, (32, 8))
            self.compare((accumulate, accumulate_off), [acc, b], lambda d: (d[0], d[1]), grid,
                         (32, 8))
            # b is acc: the one-by-one path.
            self.compare((accumulate, accumulate_off), [acc], lambda d: (d[0], d[0]), grid,
                         (32, 8))

    def test_heat_unaligned(self):
        """Views that start one element in: the rows are not 16-byte
        aligned, so the columns are loaded one at a time."""
        rng = np.random.default_rng(12)
        rows, cols = 300, 1024
        u = (rng.random(rows * cols + 1) * 100).astype(np.float32)
        results = []
        for kernel in (heat, heat_off):
            d_u = cuda.to_device(u)
            d_out = cuda.to_device(np.full(rows * cols + 1, -1, np.float32))
            views = [d[1:].reshape(rows, cols) for d in (d_u, d_out)]
            kernel[grid_for((rows, cols), (32, 8)), (32, 8)](views[0], views[1], np.float32(0.2))
            results.append(d_out.copy_to_host())
        self.assert_same_bits(results[0], results[1])

    def test_scale_rows(self):
        """float64 (two columns per thread) and a 1-D array indexed by x."""
        rng = np.random.default_rng(13)
        for shape in SHAPES:
            a = rng.random(shape)
            w = rng.random(shape[1])
            out = np.zeros(shape)
            self.compare((scale_rows, scale_rows_off), [a, w, out],
                         lambda d: (d[0], d[1], d[2]), grid_for(shape, (32, 8), 1), (32, 8))

    def test_narrow(self):
        """int8: eight columns per thread."""
        rng = np.random.default_rng(14)
        for shape in SHAPES:
            a = rng.integers(-100, 100, shape, dtype=np.int8)
            out = np.zeros(shape, np.int8)
            self.compare((add_one, add_one_off), [a, out], lambda d: (d[0], d[1]),
                         grid_for(shape, (16, 16)), (16, 16))

    def test_pair_sums(self):
        rng = np.random.default_rng(11)
        for n in SIZES:
            a = rng.random(n).astype(np.float32)
            out = np.full((n + 1) // 2, -1, np.float32)
            for block in (256, 96):
                self.compare((pair_sums, pair_sums_off), [a, out], lambda d: (d[0], d[1]),
                             (n + block - 1) // block, block)


if __name__ == "__main__":
    unittest.main()
