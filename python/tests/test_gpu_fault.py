"""A kernel that faults outside debug mode (an illegal address): dslc raises
dslc.GpuFaultError naming the kernel and its launch configuration and
saying to rerun with debug=True; as the CUDA driver runs nothing more in
that process, later calls raise it again. Run in a child process, so that
the other tests keep their GPU. Skipped without a GPU."""

import os
import subprocess
import sys
import tempfile
import unittest

from support import needs_gpu

SCRIPT = r"""
import numpy as np
import dslc
from dslc import cuda

@cuda.jit
def poke(a, far):
    i = cuda.grid(1)
    a[i + far] = 1.0

@cuda.jit
def twice(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = 2.0 * x[i]

x = np.arange(1000, dtype=np.float32)
out = np.zeros_like(x)
twice[8, 128](x, out)
assert (out == 2 * x).all()
a = cuda.to_device(np.zeros(256, dtype=np.float32))
try:
    poke[2, 64](a, 1 << 40)
    cuda.synchronize()
    raise SystemExit("poke did not fault")
except dslc.GpuFaultError as fault:
    message = str(fault)
    assert isinstance(fault, dslc.CudaError)
    assert fault.kernel == "poke", fault.kernel
    assert fault.result_name == "CUDA_ERROR_ILLEGAL_ADDRESS", fault.result_name
try:
    twice[8, 128](x, out)
    raise SystemExit("a launch after the fault did not raise")
except dslc.GpuFaultError as again:
    assert again.kernel == "poke", again.kernel
print("message:", message)
"""


@needs_gpu
class GpuFaultTest(unittest.TestCase):
    def test_fault_names_the_kernel_and_its_launch(self):
        # A file, not `-c`: dslc reads a kernel's source from its file.
        with tempfile.TemporaryDirectory() as work:
            script = os.path.join(work, "fault.py")
            with open(script, "w") as file:
                file.write(SCRIPT)
            done = subprocess.run([sys.executable, script], capture_output=True, text=True,
                                  timeout=300)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        message = done.stdout.split("message: ", 1)[1]
        for part in ("CUDA_ERROR_ILLEGAL_ADDRESS", "`poke`", "grid (2, 1, 1), block (64, 1, 1)",
                     "debug=True", "start a new process"):
            self.assertIn(part, message)


if __name__ == "__main__":
    unittest.main()
