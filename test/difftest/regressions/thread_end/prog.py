"""Generated program, seed 1002098."""
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
def d0(p0):
    v1 = (math.ceil((min(max((-2.25), -10000.0), 10000.0) // (abs(min(max(p0, np.float32(-10000.0)), np.float32(10000.0))) + np.float32(0.5)))) != ((p0 * p0) * p0) < (min(max((p0 / (abs(7) + 0.5)), -10000.0), 10000.0) // (abs(min(max((np.float32(1.5) + p0), np.float32(-10000.0)), np.float32(10000.0))) + np.float32(0.5))))
    p0 = float32(((((abs(p0) + np.float32(0.5)) ** min(max(p0, np.float32(-4.0)), np.float32(4.0))) - (~(-2))) * math.tanh(p0)))
    return (min(max(p0, np.float32(-10000.0)), np.float32(10000.0)) // (abs(min(max(np.float64((7 ^ 7)), -10000.0), 10000.0)) + 0.5)), (np.int32(min(max(p0, np.float32(-2147483648.0)), np.float32(2147483520.0))) % 2147483647)


@cuda.jit()
def k0(x0, x1, s5, out3, s4, out2):
    i = cuda.grid(1)
    n = len(out2)
    if i < n:
        out3[i] = ((out3[i] * out3[i]) + (complex((min(max(np.float32(0.0), np.float32(-10000.0)), np.float32(10000.0)) % (abs(min(max(float64(i), -10000.0), 10000.0)) + 0.5)), (x0[i] * 12345)) * out3[i]))
        out2[i] = i
        v1 = abs((np.int16(d0(np.float32(n))[1]) ** 2))
        v2 = s4
        out2[i] = np.uint64(min(max((np.float32(1e6) / (abs(math.sqrt(v1)) + 0.5)), 0.0), 1000000000000000.0))
        out3[i] = (out3[i].conjugate() / ((out3[i] / (abs(np.float32(-7.75)) + 1.0)) + complex(abs((out3[i] / (abs(np.float32(-7.75)) + 1.0)).real) + 1.0, 0.0)))
