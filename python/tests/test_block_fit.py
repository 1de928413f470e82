"""Blocks the kernel as compiled does not fit: kernels that Numba launches
with 1024 threads per block, but whose optimised form (coarsened, loading
ahead) needs more than 64 registers per thread, launch at 1024 threads
too, through a form compiled to fit that block, and give what they give
with `coarsen=False`. `get_resources(signature, block=...)` says which form
a launch with that block runs. Skipped without a GPU."""

import unittest

import numpy as np

from dslc import cuda
from support import CoarsenEveryLaunch, needs_gpu


def copy_and_count_body(x, table, out, counts):
    """Coarsened, with x, table and counts of several elements loaded ahead:
    72 registers on sm_90."""
    i = cuda.grid(1)
    n = len(counts)
    if i < n:
        out[i] = x[i]
        counts[i] = (cuda.popc(np.uint32(table[0] - table[counts[i] % table.size]))
                     + np.int64(table[-len(table)]))


copy_and_count = cuda.jit(copy_and_count_body)
copy_and_count_off = cuda.jit(coarsen=False)(copy_and_count_body)

COUNT_SIGNATURE = "int16[::1], uint16[::1], int16[::1], int8[::1]"


def count_arrays(rng, n):
    return (rng.integers(-30000, 30000, n).astype(np.int16),
            rng.integers(0, 65535, 1000).astype(np.uint16),
            np.zeros(n, dtype=np.int16),
            rng.integers(-100, 100, n).astype(np.int8))


@needs_gpu
class BlockFitTest(CoarsenEveryLaunch):
    def run_counts(self, kernel, arrays, block):
        x, table, out, counts = (cuda.to_device(a) for a in arrays)
        blocks = (len(arrays[0]) + block - 1) // block
        kernel[blocks, block](x, table, out, counts)
        return out.copy_to_host(), counts.copy_to_host()

    def test_launches_at_1024_threads_as_uncoarsened_would(self):
        arrays = count_arrays(np.random.default_rng(7), (1 << 20) + 7)
        for block in (1024, 256):
            out, counts = self.run_counts(copy_and_count, arrays, block)
            want_out, want_counts = self.run_counts(copy_and_count_off, arrays, block)
            np.testing.assert_array_equal(out, want_out)
            np.testing.assert_array_equal(counts, want_counts)
            np.testing.assert_array_equal(out, arrays[0])

    def test_resources_of_the_form_a_block_runs(self):
        arrays = count_arrays(np.random.default_rng(8), 4096)
        self.run_counts(copy_and_count, arrays, 1024)
        as_compiled = copy_and_count.get_resources(COUNT_SIGNATURE)
        self.assertEqual(as_compiled.form, "as compiled")
        self.assertEqual(as_compiled.form_threads, 0)
        if as_compiled.max_threads_per_block >= 1024:
            self.skipTest("the kernel fits 1024 threads on this GPU (%d registers)"
                          % as_compiled.registers)
        fitted = copy_and_count.get_resources(COUNT_SIGNATURE, block=1024)
        self.assertIn(fitted.form, ("registers capped for 1024 threads",
                                    "uncoarsened for 1024 threads",
                                    "uncoarsened, registers capped for 1024 threads"))
        self.assertEqual(fitted.form_threads, 1024)
        self.assertGreaterEqual(fitted.max_threads_per_block, 1024)
        self.assertLessEqual(fitted.registers, 64)
        # A block of 1000 threads takes the form for 32 warps; one that fits
        # runs the kernel as compiled.
        self.assertEqual(copy_and_count.get_resources(COUNT_SIGNATURE, block=(500, 2)), fitted)
        self.assertEqual(copy_and_count.get_resources(COUNT_SIGNATURE, block=256), as_compiled)
        overload = copy_and_count.overloads[COUNT_SIGNATURE]
        self.assertEqual(overload.get_resources(block=1024), fitted)
        self.assertEqual(overload.resources, as_compiled)


if __name__ == "__main__":
    unittest.main()
