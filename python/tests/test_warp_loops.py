"""Loops of warp functions whose trip count comes from the kernel's
arguments are unrolled 4 times with a remainder loop
(compiler/codegen/warp_loops.h): every trip count, a multiple of 4 or not,
gives what the loop as written gives, coarsened or not."""

import unittest

import numpy as np

from dslc import cuda
from support import CoarsenEveryLaunch, needs_gpu

FULL = 0xFFFFFFFF


def chain_body(a, out, reps):
    """Each trip shifts the warp's values down one lane (the last lane keeps
    its own) and adds 1: a chain of dependent shuffles."""
    i = cuda.grid(1)
    v = a[i]
    for r in range(reps):
        v = np.int32(cuda.shfl_down_sync(FULL, v, 1) + 1)
    out[i] = v


chain = cuda.jit(chain_body)
chain_off = cuda.jit(coarsen=False)(chain_body)


def expected_chain(a, reps):
    warps = a.reshape(-1, 32).copy()
    for _ in range(reps):
        shifted = np.concatenate([warps[:, 1:], warps[:, 31:]], axis=1)
        warps = shifted + 1
    return warps.reshape(-1)


class WarpLoopPtxTest(unittest.TestCase):
    def test_the_loop_is_unrolled(self):
        ptx, _ = cuda.compile_ptx(chain_body, "void(int32[::1], int32[::1], int64)")
        # 4 shuffles in the unrolled loop and one in the remainder, in each
        # of the kernel's 3 bodies: its thread alone (an uncoarsened launch)
        # and 8 lanes of virtual warps (python/tests/test_virtual_lanes.py)
        # from registers and from memory. A shuffle by one lane moves lane 0
        # of the next thread to lane 7: one shuffle for 8 lanes.
        self.assertIn("coarsened=8", ptx)
        self.assertIn("coarsen_whole_warps=1", ptx)
        self.assertEqual(ptx.count("shfl.sync.down"), 3 * (4 + 1))
        self.assertEqual(ptx.count('.pragma "nounroll"'), 3)


@needs_gpu
class WarpLoopResultsTest(CoarsenEveryLaunch):
    def test_every_trip_count(self):
        rng = np.random.default_rng(12)
        n = 32 * 1000
        a = rng.integers(-1000, 1000, n, dtype=np.int32)
        for kernel in (chain, chain_off):
            for block in (32, 96, 256):
                for reps in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 31, 513):
                    out = cuda.to_device(np.zeros(n, np.int32))
                    kernel[(n + block - 1) // block, block](cuda.to_device(a), out, reps)
                    np.testing.assert_array_equal(out.copy_to_host(), expected_chain(a, reps),
                                                  err_msg=f"block {block}, {reps} trips")


if __name__ == "__main__":
    unittest.main()
