# A kernel of lanes of virtual warps whose uncoarsened path ptxas -O3
# (CUDA 13.0, and the 580 driver's JIT) miscompiles beside the lanes' code:
# every element of out4 came out 32767, not 0 (a differential tester's
# program, test/difftest/regressions/lanes_501). Launched too small to
# coarsen, it runs the kernel compiled uncoarsened (docs/runtime.md).
import math

import numpy as np
from numba import cuda, float64, int8, int16, uint64


@cuda.jit(device=True)
def d0(p0, p1):
    p1 = p1
    v1 = False
    v2 = (p1 <= (np.uint8(max(p0, p1)) + int16(min(max(1e6, -32768.0), 32767.0))) <= (-np.float32(p1)))
    return np.int64((-1)), v1


@cuda.jit
def lanes_small(out4, x1, x2, out5, x3, x0):
    i = cuda.grid(1)
    n = out4.size
    ic = i if i < n else n - 1
    v1 = ((float((n * (-2147483648))) + (x3[-x3.size] + np.int8((-2)))) - (np.float32(31) ** 1))
    v2 = (min((x3[0] ** 0), (x2[ic - x2.size] | 255)) | ((x2[-1 - ic] // 31) * ((np.int64((-2)) | 15) % 1009)))
    w3 = cuda.shfl_up_sync(0xffffffff, float64(np.uint16(min(max(max(v1, 8), 0.0), 65535.0))), 1)
    w4 = cuda.shfl_up_sync(0xffffffff, (((x3[0] ^ x1[ic]) & 65535) + ((~ic) % 1009)), 1)
    w5 = cuda.shfl_up_sync(0xffffffff, np.float32((x3[31 % len(x3)] * (min(max(float(65535), -10000.0), 10000.0) // (abs(min(max(np.float64(x2[ic]), -10000.0), 10000.0)) + 0.5)))), 2)
    w6 = cuda.shfl_down_sync(0xffffffff, (np.float64((x3[-1] & w4)) / (abs(x0[31 % len(x0)]) + 0.5)), 2)
    if i < n:
        r7, r8 = d0(np.uint8((-((w4 % 1009) - (-7)))), np.uint64(((w4 & 65535) * np.uint16(min(max((-7.75), 0.0), 65535.0)))))
        out4[i] = np.int16(min(max((np.float32((3 & 1)) + ((15 * out4[i]) - math.floor(np.int32((-2147483648))))), -32768.0), 32767.0))
        v9 = math.trunc(((x3[0] ** 0) * x0[-1]))
        out4[i] = int16(min(max(max((min(max(((abs(v9) + 0.5) ** min(max(float((-2147483648)), -4.0), 4.0)), -10000.0), 10000.0) % (abs(min(max((w3 + np.float32(-7.75)), -10000.0), 10000.0)) + 0.5)), int8(min(max(math.copysign(x2[i], r7), -128.0), 127.0)), ((min(max(np.float32(1e6), np.float32(-10000.0)), np.float32(10000.0)) // (abs(min(max(v9, -10000.0), 10000.0)) + 0.5)) + np.float32(np.float16((v1 if r8 else v1))))), -32768.0), 32767.0))
        out5[i] = np.int16(min(max(float((d0(np.uint8(min(max(w5, np.float32(0.0)), np.float32(255.0))), uint64(x3[-1]))[0] * out4[i])), -32768.0), 32767.0))
