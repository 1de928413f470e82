"""NumPy arrays a kernel file builds at its top level (`np.array`,
`np.arange`, `np.zeros`, ...), which the `dslc` command line freezes into
constant memory: their bytes are NumPy's, and a kernel reading them gives
Numba's results on the GPU.

These tests run the `dslc` command line named by $DSLC_CLI (the build's
check-python target and the GPU machine's script set it)."""

import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
import textwrap
import unittest

import numpy as np

from support import needs_gpu, numba_cuda

CLI = os.environ.get("DSLC_CLI") or shutil.which("dslc")

# Module-level array expressions, each evaluated by NumPy here and by dslc
# from a kernel file.
EXPRESSIONS = [
    "np.array([1, 2, 3])",
    "np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32)",
    "np.array([[1.5, 2], [3, 4]])",
    "np.array([True, False, True])",
    "np.array([True, 2, 3])",
    "np.array([1, 2.5j])",
    "np.array((1, 2, 3), dtype='f4')",
    "np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]], np.int16)",
    "np.array([[1], [2]], dtype=np.uint8)",
    "np.array([0.1, 1e-8, 65504.0, 1e5], dtype=np.float16)",
    "np.array([-1.7, 1.7, 2.9], dtype=np.int32)",
    "np.array([9223372036854775808, 1])",
    "np.array([])",
    "np.array([[], []], dtype=np.int32)",
    "np.array(TUPLE)",
    "np.array([np.float32(1.5), np.float32(2)])",
    "np.array([np.int8(1), np.int16(2)])",
    "np.array([np.float32(1), 2])",
    "np.asarray([1, 2], dtype=complex)",
    "np.array(INTS, dtype=np.float64)",
    "np.arange(10)",
    "np.arange(3, 17, 4)",
    "np.arange(10, 0, -3)",
    "np.arange(0.1, 1.0, 0.2)",
    "np.arange(0, 1, 0.1, dtype=np.float32)",
    "np.arange(1.0, 2.0, 0.1, dtype=np.float16)",
    "np.arange(0.5, 5, dtype=np.int32)",
    "np.arange(5, dtype=np.complex64)",
    "np.arange(-2.5, 2.5, 0.5, dtype='c16')",
    "np.arange(250, 260, dtype=np.uint8)",
    "np.arange(5, 1)",
    "np.arange(np.float32(3))",
    "np.arange(stop=4)",
    "np.zeros(5)",
    "np.zeros((2, 3), dtype=np.int8)",
    "np.zeros((2, 0))",
    "np.ones(4, np.float16)",
    "np.ones((2, 2, 2, 2), dtype='u2')",
    "np.full(4, 7)",
    "np.full((2, 3), 2.5, dtype=np.float32)",
    "np.full(3, 1.5 - 2j)",
    "np.full(3, True)",
    "np.full(2, np.int16(-3))",
    "np.full(3, 300, dtype=np.float16)",
    "np.arange(12).reshape(3, 4)",
    "np.arange(12).reshape((2, -1))",
    "np.arange(24).reshape(2, 3, -1)",
    "np.arange(6).astype(np.float32)",
    "np.arange(250, 260).astype(np.uint8)",
    "np.array([1.5, -2.7, 300.2]).astype(np.int8)",
    "np.array([-1.5, 256.7, 1e30]).astype(np.uint8)",
    "np.array([1, 2, 3]).copy()",
    "np.arange(4).reshape(2, 2).astype(np.complex128)",
]

PRELUDE = "import numpy as np\nTUPLE = ((1, 2), (3, 4))\nINTS = (5, 6, 7)\n"


def numpy_value(expression, scope):
    """What NumPy makes of the expression (casts out of range allowed)."""
    with np.errstate(all="ignore"):
        return eval(expression, scope)


def run_cli(*args):
    return subprocess.run([CLI, *args], capture_output=True, text=True, timeout=120)


def frozen_bytes(ptx):
    """The bytes of the one `.const` array in the PTX (PTX leaves out the
    zeros at its end)."""
    found = re.findall(r"\.const \.align \d+ \.b8 \w+\[(\d+)\](?: = \{([0-9, ]*)\})?;", ptx)
    if len(found) != 1:
        raise AssertionError("expected one constant array in the PTX, found %d" % len(found))
    size, listed = found[0]
    data = bytes(int(b) for b in listed.split(",")) if listed else b""
    return data + bytes(int(size) - len(data))


@unittest.skipUnless(CLI, "the dslc command line is not on PATH and $DSLC_CLI is not set")
class FrozenBytesTest(unittest.TestCase):
    """Each array's bytes in the PTX are NumPy's bytes of the same
    expression (compiled at -O0, so that no load is folded away)."""

    def test_bytes_match_numpy(self):
        scope = {}
        exec(PRELUDE, scope)
        with tempfile.TemporaryDirectory() as tmp:
            for expression in EXPRESSIONS:
                with self.subTest(expression=expression):
                    expected = numpy_value(expression, scope)
                    path = os.path.join(tmp, "arrays.py")
                    index = ", ".join(["i"] * expected.ndim)
                    with open(path, "w") as f:
                        f.write(PRELUDE + "from numba import cuda\n\nA = " + expression + "\n\n\n")
                        f.write("@cuda.jit\ndef k(out, i):\n    x = A[%s]\n    out[0] = x == x\n" % index)
                    result = run_cli("compile", path, "--kernel", "k", "--signature", "bool[:], int64",
                                     "-O", "0")
                    self.assertEqual(result.returncode, 0, result.stderr)
                    if expected.size == 0:
                        self.assertNotIn(".b8 __dslc_const", result.stdout)
                        continue
                    self.assertEqual(frozen_bytes(result.stdout), expected.tobytes())

    def test_shape_and_dtype_are_numpys(self):
        scope = {}
        exec(PRELUDE, scope)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "arrays.py")
            with open(path, "w") as f:
                f.write(PRELUDE + "from numba import cuda\n\n")
                for n, expression in enumerate(EXPRESSIONS):
                    f.write("A%d = %s\n" % (n, expression))
                f.write("\n\n@cuda.jit\ndef k(out):\n")
                for n in range(len(EXPRESSIONS)):
                    f.write("    out[%d] = A%d.shape[0] + A%d.ndim * 1000\n" % (n, n, n))
            result = run_cli("compile", path, "--kernel", "k", "--signature", "int64[:]",
                             "--emit", "typed")
            self.assertEqual(result.returncode, 0, result.stderr)
            for n, expression in enumerate(EXPRESSIONS):
                with self.subTest(expression=expression):
                    expected = numpy_value(expression, scope)
                    dims = ", ".join([":"] * (expected.ndim - 1) + ["::1"])
                    typed = "Name A%d <[^>]*> : readonly %s[%s]" % (n, expected.dtype.name, dims)
                    self.assertRegex(result.stdout, re.escape(typed).replace(re.escape("<[^>]*>"), "<[^>]*>"))

    def test_errors_name_the_array_and_say_why(self):
        cases = {
            "np.array([1, [2, 3]])": "the nested sequences are of different lengths",
            "np.array([300], dtype=np.uint8)": "the integer 300 is out of the bounds of uint8",
            "np.zeros((1000, 1000))": "more than the 65536 (64 KiB) of constant memory",
            "np.linspace(0, 1, 5)": "`np.linspace` is not among the NumPy functions",
            "np.zeros(3, order='F')": "takes only `order=\"C\"`",
            "np.array(5)": "an array of 0 dimensions",
            "np.arange(10).reshape(3, 4)": "cannot reshape an array of 10 elements",
            "np.arange(0, 5, 0)": "the step of `np.arange` is zero",
            "np.arange(-3, 3, dtype=np.uint8)": "the integer -3 is out of the bounds of uint8",
            "np.zeros(3, dtype='U4')": "unknown dtype \"U4\"",
            "np.arange(10) / 2": "arithmetic on arrays is not supported",
        }
        with tempfile.TemporaryDirectory() as tmp:
            for expression, message in cases.items():
                with self.subTest(expression=expression):
                    path = os.path.join(tmp, "bad.py")
                    with open(path, "w") as f:
                        f.write("import numpy as np\nfrom numba import cuda\n\nA = %s\n\n\n" % expression)
                        f.write("@cuda.jit\ndef k(out):\n    out[0] = A[0]\n\n\n")
                        f.write("@cuda.jit\ndef fine(out):\n    out[0] = 1\n")
                    result = run_cli("compile", path, "--kernel", "k", "--signature", "float64[:]")
                    self.assertNotEqual(result.returncode, 0)
                    self.assertIn("bad.py:9:14: error: `A` is not a compile-time constant", result.stderr)
                    self.assertIn(message, result.stderr)
                    # Other kernels of the file still compile.
                    result = run_cli("compile", path, "--kernel", "fine", "--signature", "float64[:]")
                    self.assertEqual(result.returncode, 0, result.stderr)


KERNEL_FILE = textwrap.dedent("""\
    import numpy as np
    from numba import cuda

    WEIGHTS = np.array([[0.25, 0.5, 0.25], [1, -2, 1]], dtype=np.float32)
    OFFSETS = np.arange(-3, 13, 2)
    STEPS = np.arange(0.1, 2.0, 0.15)
    HALVES = np.arange(1.0, 2.0, 0.1, dtype=np.float16)
    TABLE = np.arange(24).reshape(2, 3, -1).astype(np.int16)
    ONES = np.ones((4, 2), dtype=np.complex64)
    FILL = np.full(5, 2.5)
    FLAGS = np.array([True, False, True, True])


    @cuda.jit
    def k(out):
        i = cuda.grid(1)
        if i < out.size:
            r = WEIGHTS[i % 2, i % 3] * OFFSETS[i % OFFSETS.size]
            r += STEPS[i % STEPS.shape[0]] + HALVES[i % 10]
            r += TABLE[i % 2, i % 3, i % 4] + ONES[i % 4, i % 2].real + FILL[i % 5]
            if FLAGS[i % 4]:
                r += 1
            out[i] = r
    """)


@needs_gpu
@unittest.skipUnless(CLI, "the dslc command line is not on PATH and $DSLC_CLI is not set")
class ModuleArraysOnGpuTest(unittest.TestCase):
    """`dslc run` of a kernel file reading module-level arrays gives what
    Numba gives for the same file."""

    def test_dslc_run_matches_numba(self):
        numba = numba_cuda()
        if numba is None:
            self.skipTest("Numba is not installed")
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "module_arrays_kernel.py")
            with open(path, "w") as f:
                f.write(KERNEL_FILE)
            out = np.zeros(257, dtype=np.float64)
            np.save(os.path.join(tmp, "out.npy"), out)
            result = run_cli("run", path, "--kernel", "k", "--grid", "2", "--block", "129",
                             os.path.join(tmp, "out.npy"), "--out", os.path.join(tmp, "results"))
            self.assertEqual(result.returncode, 0, result.stderr)
            got = np.load(os.path.join(tmp, "results", "out.npy"))

            spec = importlib.util.spec_from_file_location("module_arrays_kernel", path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)  # its `cuda` is Numba's
            expected = numba.to_device(out)
            module.k[2, 129](expected)
            np.testing.assert_array_equal(got, expected.copy_to_host())


if __name__ == "__main__":
    unittest.main()
