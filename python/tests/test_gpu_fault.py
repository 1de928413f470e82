"""A kernel that faults outside debug mode (an illegal address): dslc raises
dslc.GpuFaultError naming the kernel and its launch configuration, resets
the GPU's context, and later launches in the same process work. Run in a
child process, so that the other tests keep their context. Skipped without
a GPU."""

import subprocess
import sys
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
lost = cuda.to_device(np.zeros(256, dtype=np.float32))
try:
    poke[2, 64](lost, 1 << 40)
    cuda.synchronize()
    raise SystemExit("poke did not fault")
except dslc.GpuFaultError as fault:
    message = str(fault)
    assert isinstance(fault, dslc.CudaError)
    assert fault.kernel == "poke", fault.kernel
    assert fault.result_name == "CUDA_ERROR_ILLEGAL_ADDRESS", fault.result_name
try:
    lost.copy_to_host()
    raise SystemExit("copying a lost array did not raise")
except dslc.Error as error:
    assert "memory is gone" in str(error), str(error)
out = np.zeros_like(x)
twice[8, 128](x, out)
assert (out == 2 * x).all(), "twice after the fault"
d_x = cuda.to_device(x)
d_out = cuda.device_array_like(x)
twice[8, 128](d_x, d_out)
assert (d_out.copy_to_host() == 2 * x).all(), "device arrays after the fault"
del lost  # freeing memory of the reset context must not free newer memory
assert (d_out.copy_to_host() == 2 * x).all(), "newer memory after freeing a lost array"
print("message:", message)
"""


@needs_gpu
class GpuFaultTest(unittest.TestCase):
    def test_fault_names_the_kernel_and_later_launches_work(self):
        done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                              timeout=300)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        message = done.stdout.split("message: ", 1)[1]
        for part in ("CUDA_ERROR_ILLEGAL_ADDRESS", "`poke`", "grid (2, 1, 1), block (64, 1, 1)",
                     "debug=True", "later launches work"):
            self.assertIn(part, message)


if __name__ == "__main__":
    unittest.main()
