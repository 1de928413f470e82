"""dslc.cuda.random without a GPU: the host-side generator steps and the
jump matrices the states are made with, and kernels that call the device
functions compiling (imported from dslc.cuda.random, or from Numba's
numba.cuda.random when Numba is installed)."""

import random as pyrandom
import unittest

import numpy as np

from dslc import cuda
from dslc.cuda import random as rng
from support import optional


class JumpTest(unittest.TestCase):
    def test_the_step_is_xoroshiro128_plus(self):
        # Two steps from s0 = 1, s1 = 2, worked by hand from the algorithm.
        s0, s1 = 1, 2
        s1 ^= s0
        s0 = ((s0 << 55 | s0 >> 9) & rng._MASK) ^ s1 ^ ((s1 << 14) & rng._MASK)
        s1 = (s1 << 36 | s1 >> 28) & rng._MASK
        self.assertEqual(rng._next(1 | 2 << 64), s0 | s1 << 64)

    def test_the_jump_is_linear_and_its_powers_are_repeated_jumps(self):
        powers = rng._jump_powers()
        self.assertEqual(powers.shape, (64, 128, 2))
        generator = pyrandom.Random(5)
        for _ in range(3):
            state = generator.getrandbits(128) | 1
            for k in (0, 1, 3):
                columns = [int(powers[k, j, 0]) | int(powers[k, j, 1]) << 64 for j in range(128)]
                expected = state
                for _ in range(2 ** k):
                    expected = rng._jump(expected)
                self.assertEqual(rng._apply(columns, state), expected)

    def test_seeding_is_splitmix64(self):
        # SplitMix64's first output for seed 0 (its reference value).
        self.assertEqual(rng._splitmix64(0), 0xE220A8397B1DCDAF)


class RandomKernelsCompileTest(unittest.TestCase):
    def kernel(self):
        from dslc.cuda.random import (xoroshiro128p_normal_float64,
                                      xoroshiro128p_uniform_float32)

        def draw(states, out, out64):
            i = cuda.grid(1)
            if i < out.size:
                out[i] = xoroshiro128p_uniform_float32(states, i)
                out64[i] = xoroshiro128p_normal_float64(states, i)
        return draw

    def test_device_functions_compile_from_dslc_cuda_random(self):
        sig = (rng.xoroshiro128p_type[::1], cuda.float32[::1], cuda.float64[::1])
        ptx, _ = cuda.compile_ptx(self.kernel(), sig)
        self.assertIn("ld.global.u64", ptx)
        self.assertNotRegex(ptx, r"\.func.*xoroshiro")  # inlined

    def test_numbas_own_functions_are_dslcs(self):
        np.row_stack = getattr(np, "row_stack", np.vstack)
        numba_random = optional("numba.cuda.random")
        if numba_random is None:
            self.skipTest("Numba is not installed")
        from numba.cuda.random import xoroshiro128p_uniform_float64

        def draw(states, out):
            out[0] = xoroshiro128p_uniform_float64(states, 0)

        ptx, _ = cuda.compile_ptx(draw, (rng.xoroshiro128p_type[::1], cuda.float64[::1]))
        self.assertIn("ld.global.u64", ptx)

    def test_the_state_kernel_compiles(self):
        ptx, _ = cuda.compile_ptx(rng._kernel().py_func,
                                  (rng.xoroshiro128p_type[::1], cuda.uint64[:, :, ::1],
                                   cuda.uint64, cuda.uint64, cuda.uint64))
        self.assertIn(".visible .entry", ptx)


if __name__ == "__main__":
    unittest.main()
