"""Generated program, seed 100293."""
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



@cuda.jit()
def k0(x0, x1, out2, s5, s4, out3):
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    n = out2.size
    if i < n:
        v1 = (np.float32(0.5) > (min(max(float32(np.int8(100)), np.float32(-10000.0)), np.float32(10000.0)) // (abs(min(max(float64((n * 2)), -10000.0), 10000.0)) + 0.5)))
        v2 = v1
        c3 = 0
        while c3 < 10:
            c3 += 1
            v4 = ((max(x1[0], uint32(s4)) - (x1[len(x1) - 1] if v2 else np.uint32(x0[-1]))) % (np.uint32(min((~np.int64(255)), np.int8(5))) | np.uint32(1)))
            if (i <= (n - x0[-1])):
                break
        v5 = ((not True) and ((np.int8(15) | c3) >= (~np.int8(7))))
        for k6 in range(4):
            out2[i] = (out2[i] * (-out2[i]))
        out2[i] = out2[i]
        out3[i] = out2[i]


@cuda.jit
def k1(x0, x3, out4, out5, x1, x2, io6):
    i = cuda.grid(1)
    n = out4.size
    ic = min(i, n - 1)
    lane = cuda.threadIdx.x % 32
    v1 = ((max(x3[-len(x3)], np.uint32(x2[-1 - ic])) - np.int16((~5))) | (np.int8(15) // (np.uint32(max(np.uint64(0), np.uint64((-7)))) | np.uint32(1))))
    v2 = (complex((min(max(float(x2[-len(x2)]), -10000.0), 10000.0) // (abs(min(max(np.float32(1.5), np.float32(-10000.0)), np.float32(10000.0))) + np.float32(0.5))), (x0[0] ** 3)) / (abs(x0[0]) + 1.0)).imag
    w3 = cuda.shfl_sync(0xffffffff, np.int64(min(max(min(x0[-1 - ic], (-2147483648)), -1000000000000000.0), 1000000000000000.0)), 0)
    w4 = cuda.shfl_up_sync(0xffffffff, float(((n * x2[-1]) ^ w3)), 1)
    if i < n:
        out4[i] = w3
        for k5 in range(9):
            v6 = v2
            v7 = x3[-len(x3)]
            v8 = (-2.25)
        c9 = 0
        while c9 < 40 and ((lane * np.int16((-7))) == min((-1.0), x2[31 % len(x2)])):
            c9 += 1
            v10 = math.isnan((min(max((min(max(out4[i], np.float32(-10000.0)), np.float32(10000.0)) % (abs(min(max(float64(n), -10000.0), 10000.0)) + 0.5)), -10000.0), 10000.0) // (abs(min(max(np.float64(w3), -10000.0), 10000.0)) + 0.5)))
            v11 = float32(uint64(min(max(np.float32(io6[i]), np.float32(0.0)), np.float32(999999986991104.0))))
        out4[i] = (min(max(math.expm1(min(max(float((ic * x3[7 % x3.shape[0]])), -80.0), 80.0)), -10000.0), 10000.0) % (abs(min(max(float((max(lane, ic) + (x2[0] ** 2))), -10000.0), 10000.0)) + 0.5))
        out5[i - len(out5)] = (math.cos(out4[i]) > x1[min(i + 4, len(x1) - 1)])
        io6[i] = ((np.int8(((-2147483648) << 8)) - ic) + int16((x3[-len(x3)] % (np.uint32(x3[len(x3) - 1]) | np.uint32(1)))))
