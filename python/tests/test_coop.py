"""cuda.coop's collectives from Python: `from dslc import coop` in place of
`from cuda import coop`. Compiling needs no GPU (the block size comes from
`launch_bounds`); on a GPU each collective is compared with NumPy over
several block sizes, item counts and types, the block size taken from the
launch."""

import unittest

import numpy as np

from dslc import coop, cuda
from dslc.errors import CompileError, Error
from support import needs_gpu


@cuda.jit(device=True)
def max_op(a, b):
    return a if a > b else b


def block_sum_body(x, out):
    total = coop.block.sum(x[cuda.grid(1)])
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x] = total


block_sum_bounded = cuda.jit(launch_bounds=(128,))(block_sum_body)
block_sum = cuda.jit(block_sum_body)


@cuda.jit
def block_max(x, out):
    best = coop.block.reduce(x[cuda.grid(1)], binary_op=max_op)
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x] = best


@cuda.jit
def block_scans(x, inclusive, exclusive):
    i = cuda.grid(1)
    inclusive[i] = coop.block.inclusive_sum(x[i])
    exclusive[i] = coop.block.exclusive_sum(x[i])


ITEMS = 4


@cuda.jit
def block_items_sum(x, out):
    items = coop.local.array(ITEMS, x.dtype)
    base = cuda.blockIdx.x * cuda.blockDim.x * ITEMS
    coop.block.load(x[base:], items, items_per_thread=ITEMS,
                    algorithm=coop.BlockLoadAlgorithm.WARP_TRANSPOSE)
    total = coop.block.sum(items, items_per_thread=ITEMS)
    # Warp-transposed loads give each thread consecutive items (blocked),
    # which a direct store puts back where they were.
    coop.block.store(out[base:], items, items_per_thread=ITEMS,
                     algorithm=coop.BlockStoreAlgorithm.DIRECT)
    if cuda.threadIdx.x == 0:
        out[base] = total


@cuda.jit
def warp_sums(x, sums, scans):
    i = cuda.grid(1)
    total = coop.warp.sum(x[i])
    scans[i] = coop.warp.inclusive_sum(x[i])
    if cuda.laneid == 0:
        sums[i // 32] = total


@cuda.jit
def warp_int_scans(x, exclusive, maxima):
    i = cuda.grid(1)
    exclusive[i] = coop.warp.exclusive_sum(x[i])
    maxima[i] = coop.warp.reduce(x[i], max_op)


def exchange_rounds(load_algorithm, store_algorithm):
    # Each block moves several tiles, so that every load's exchange follows
    # the previous store's through the one shared array the two share.
    @cuda.jit
    def rounds(x, out):
        items = coop.local.array(ITEMS, x.dtype)
        tile = cuda.blockDim.x * ITEMS
        for t in range(cuda.blockIdx.x, x.size // tile, cuda.gridDim.x):
            coop.block.load(x[t * tile:], items, items_per_thread=ITEMS, algorithm=load_algorithm)
            for i in range(ITEMS):
                items[i] = items[i] * 2 + i
            coop.block.store(out[t * tile:], items, items_per_thread=ITEMS,
                             algorithm=store_algorithm)

    return rounds


transposed_rounds = exchange_rounds(coop.BlockLoadAlgorithm.TRANSPOSE,
                                    coop.BlockStoreAlgorithm.TRANSPOSE)
warp_transposed_rounds = exchange_rounds(coop.BlockLoadAlgorithm.WARP_TRANSPOSE,
                                         coop.BlockStoreAlgorithm.WARP_TRANSPOSE)


VECTOR_ITEMS = 8


@cuda.jit
def vectorized_copy(x, out):
    # 16-byte vectors where x and out are aligned to one, items where not.
    items = coop.local.array(VECTOR_ITEMS, x.dtype)
    base = cuda.blockIdx.x * cuda.blockDim.x * VECTOR_ITEMS
    coop.block.load(x[base:], items, items_per_thread=VECTOR_ITEMS,
                    algorithm=coop.BlockLoadAlgorithm.VECTORIZE)
    coop.block.store(out[base:], items, items_per_thread=VECTOR_ITEMS,
                     algorithm=coop.BlockStoreAlgorithm.VECTORIZE)


class CoopCompileTest(unittest.TestCase):
    def test_block_sum_compiles_inline(self):
        ptx, _ = cuda.compile_ptx(block_sum_body, "void(float32[::1], float32[::1])",
                                  launch_bounds=128)
        self.assertIn("shfl.sync.down", ptx)
        self.assertIn("bar.sync", ptx)
        self.assertNotIn("call.uni", ptx)  # inline, no CUB function

    def test_algorithm_from_a_python_variable(self):
        # An algorithm a closure holds is the library's member, as one named
        # in the kernel; the load and the store share one exchange array
        # (96 threads x 4 items x 33/32 x 4 bytes).
        for kernel, barrier, other in ((transposed_rounds, "bar.sync", "bar.warp.sync"),
                                       (warp_transposed_rounds, "bar.warp.sync", "bar.sync")):
            ptx, _ = cuda.compile_ptx(kernel.py_func, "void(int32[::1], int32[::1])",
                                      launch_bounds=96)
            self.assertIn("static_shared=1584 ", ptx)
            self.assertIn(barrier, ptx)
            self.assertNotIn(other, ptx)

    def test_unknown_block_size_is_a_located_error(self):
        with self.assertRaises(CompileError) as caught:
            cuda.compile_ptx(block_sum_body, "void(float32[::1], float32[::1])")
        message = str(caught.exception)
        self.assertIn("test_coop.py", message)
        self.assertIn("block", message)

    def test_host_code_cannot_call_a_collective(self):
        with self.assertRaises(Error):
            coop.block.sum(1.0)
        self.assertEqual(coop.BlockLoadAlgorithm.WARP_TRANSPOSE.name, "WARP_TRANSPOSE")


@needs_gpu
class CoopResultsTest(unittest.TestCase):
    rng = np.random.default_rng(11)

    def test_block_sum_and_max(self):
        for threads in (32, 64, 96, 128, 256, 1024):
            blocks = 7
            for dtype in (np.int32, np.int64, np.float32, np.float64):
                x = (self.rng.random(blocks * threads) * 100).astype(dtype)
                out = np.zeros(blocks, dtype)
                block_sum[blocks, threads](x, out)
                want = x.reshape(blocks, threads).sum(axis=1, dtype=np.float64)
                np.testing.assert_allclose(out, want, rtol=1e-5)
                block_max[blocks, threads](x, out)
                np.testing.assert_array_equal(out, x.reshape(blocks, threads).max(axis=1))

    def test_block_scans(self):
        for threads in (32, 128, 256, 512):
            x = self.rng.integers(0, 100, 3 * threads).astype(np.int32)
            inclusive, exclusive = np.zeros_like(x), np.zeros_like(x)
            block_scans[3, threads](x, inclusive, exclusive)
            rows = x.reshape(3, threads)
            want = np.cumsum(rows, axis=1)
            np.testing.assert_array_equal(inclusive.reshape(3, threads), want)
            np.testing.assert_array_equal(exclusive.reshape(3, threads), want - rows)

    def test_block_load_sum_store(self):
        for threads in (32, 128, 256):
            blocks = 5
            x = self.rng.integers(0, 1000, blocks * threads * ITEMS).astype(np.int64)
            out = np.zeros_like(x)
            block_items_sum[blocks, threads](x, out)
            tiles = x.reshape(blocks, threads * ITEMS)
            want = tiles.copy()
            want[:, 0] = tiles.sum(axis=1)
            np.testing.assert_array_equal(out.reshape(blocks, -1), want)

    def test_transposed_loads_and_stores_share_their_exchange(self):
        # Blocked items come back to where they were: 2 x + their index in
        # the thread's items.
        for kernel in (transposed_rounds, warp_transposed_rounds):
            for threads in (64, 96, 256):
                for dtype in (np.int32, np.float32, np.float64):
                    x = self.rng.integers(0, 1000, 10 * threads * ITEMS).astype(dtype)
                    out = np.zeros_like(x)
                    kernel[3, threads](x, out)
                    want = x * 2 + np.arange(x.size) % ITEMS
                    np.testing.assert_array_equal(out, want.astype(dtype))

    def test_warp_sum_and_scan(self):
        x = self.rng.random(4 * 256).astype(np.float32)
        sums, scans = np.zeros(32, np.float32), np.zeros_like(x)
        warp_sums[4, 256](x, sums, scans)
        warps = x.reshape(-1, 32)
        np.testing.assert_allclose(sums, warps.sum(axis=1), rtol=1e-5)
        np.testing.assert_allclose(scans, np.cumsum(warps, axis=1).ravel(), rtol=1e-5)

    def test_int32_warp_collectives(self):
        # redux.sync for the sum, predicated adds for the scans.
        x = self.rng.integers(-10**6, 10**6, 4 * 256).astype(np.int32)
        sums, scans = np.zeros(32, np.int32), np.zeros_like(x)
        warp_sums[4, 256](x, sums, scans)
        warps = x.reshape(-1, 32)
        np.testing.assert_array_equal(sums, warps.sum(axis=1))
        np.testing.assert_array_equal(scans, np.cumsum(warps, axis=1).ravel())
        exclusive, maxima = np.zeros_like(x), np.zeros_like(x)
        warp_int_scans[4, 256](x, exclusive, maxima)
        np.testing.assert_array_equal(exclusive, (np.cumsum(warps, axis=1) - warps).ravel())
        np.testing.assert_array_equal(maxima[::32], warps.max(axis=1))

    def test_vectorized_load_store_aligned_and_not(self):
        threads, blocks = 128, 3
        size = threads * VECTOR_ITEMS * blocks
        for offset in (0, 1, 4):
            for dtype in (np.float32, np.int32, np.float64):
                # Sliced on the device, so that the kernel gets the offset
                # address (a host array is copied to an aligned one).
                x = self.rng.integers(0, 1000, size + offset).astype(dtype)
                dx, dout = cuda.to_device(x), cuda.to_device(np.zeros_like(x))
                vectorized_copy[blocks, threads](dx[offset:], dout[offset:])
                want = x.copy()
                want[:offset] = 0
                np.testing.assert_array_equal(dout.copy_to_host(), want)

    def test_another_block_than_the_bounds_is_an_error(self):
        x = np.ones(256, np.float32)
        with self.assertRaises(Error) as caught:
            block_sum_bounded[1, 256](x, np.zeros(1, np.float32))
        self.assertIn("128", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
