"""Regression (written by hand from a differential run's finding)."""
import math
import os

import numpy as np

if os.environ.get("DIFFTEST_BACKEND", "numba") == "dslc":
    from dslc import cuda
    from dslc import int8, int16, int32, int64, uint8, uint16, uint32, uint64, float32, float64
else:
    if not hasattr(np, "row_stack"):
        np.row_stack = np.vstack  # NumPy >= 2.5 removed it; Numba needs it
    from numba import cuda
    from numba import int8, int16, int32, int64, uint8, uint16, uint32, uint64, float32, float64


@cuda.jit
def k0(out0, out1, x0, x1):
    i = cuda.grid(1)
    if i < out0.size:
        out0[i] = x0[i] // (abs(x1[i]) + 0.5)
        out1[i] = x0[i] % (abs(x1[i]) + 0.5)
