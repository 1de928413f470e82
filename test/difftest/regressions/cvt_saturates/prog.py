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


@cuda.jit(device=True)
def to_uint32(p0):
    return np.uint32(p0)


@cuda.jit
def k0(out0, x0):
    i = cuda.grid(1)
    if i < out0.size:
        big = to_uint32(min(max(np.float32(np.float16(2e6)), np.float32(0.0)), np.float32(4294967295.0)))
        out0[i] = big - np.uint32(x0[i] & 1)
