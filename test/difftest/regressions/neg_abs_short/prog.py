"""Generated program, seed 1006477."""
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
def d0(p0, p1):
    p0 = math.isinf(1.5)
    v1 = cuda.brev(np.uint64(p1))
    return (not (p1 != 0.5)), ((3 * 15) * min(p1, 12345))


@cuda.jit
def k0(out3, x1, x0, out2):
    i = cuda.grid(1)
    n = len(out2)
    if i < n:
        v1 = ((min(max(max(2.0, out3[i]), -10000.0), 10000.0) % (abs(min(max((min(max(float(out2[i]), -10000.0), 10000.0) // (abs(min(max(float64(x0[i]), -10000.0), 10000.0)) + 0.5)), -10000.0), 10000.0)) + 0.5)) < np.float32(((-7) << 10)))
        for k2 in range(4):
            c3 = 0
            while c3 < 10:
                c3 += 1
                v4 = (min(max(float(((n if v1 else c3) | np.int16((-1000)))), -10000.0), 10000.0) % (abs(min(max(float((-2)), -10000.0), 10000.0)) + 0.5))
            if v1:
                continue
            v5 = ((min(out2[i], n) % ((i & 1023) + 1)) + (-abs(out3[i])))
        v6 = np.float32(0.3333)
        v7 = v1
        out2[i] = np.int32(min(max(np.float32(abs(abs(np.float16(v6)))), np.float32(-2147483648.0)), np.float32(2147483520.0)))
        out3[i] = np.int16(min(max(0.0, -32768.0), 32767.0))


@cuda.jit()
def k1(out2, x0, s3, x1):
    x, y = cuda.grid(2)
    if x < out2.shape[0] and y < out2.shape[1]:
        v1 = ((np.uint64(y) + (x if x0[x - x0.shape[0], y - x0.shape[1]] else 3)) & int8(cuda.ffs(np.uint32(y))))
        v1 = x
        v2 = (x1[x - x1.shape[0], max(y - 3, 0)] / (abs(int8(min(max(max(s3, x, s3), -128.0), 127.0))) + 0.5))
        la3 = cuda.local.array(1, np.uint8)
        for k4 in range(1):
            la3[k4] = uint8(min(max((((abs(x1[x - x1.shape[0], y - x1.shape[1]]) + np.float32(0.5)) ** min(max(float(x), -4.0), 4.0)) - (min(max(float64(x), -10000.0), 10000.0) % (abs(min(max(np.float64(k4), -10000.0), 10000.0)) + 0.5))), 0.0), 255.0))
        acc5 = 0
        for k6 in range(1):
            acc5 = acc5 + la3[k6 - 1]
        out2[x, y] = (out2[x, y] - complex(v2, np.float32(s3)))


@cuda.jit
def k2(out3, x1, x0, s4, out2):
    i = cuda.grid(1)
    n = out2.size
    ic = i if i < n else n - 1
    v1 = (7 if False else ((2 * x1[31 % x1.size]) % (np.uint32((~s4)) | np.uint32(1))))
    v2 = ((cuda.clz(np.int64(ic)) * ((-1000) - s4)) ** 1)
    w3 = cuda.shfl_down_sync(0xffffffff, np.int32(np.uint16(1)), 1)
    w4 = cuda.shfl_down_sync(0xffffffff, math.copysign((x0[ic] / (abs(ic) + 0.5)), min(x0[ic], v2, 1e6)), 1)
    w5 = cuda.shfl_up_sync(0xffffffff, np.int32(min(max(abs(x0[-1 - ic]), np.float32(-2147483648.0)), np.float32(2147483520.0))), 1)
    if i < n:
        v6 = np.float32((abs(np.float16((w4 if True else w4))) + (np.float16(float32(0.3333)) - np.float16(math.tanh(0.1)))))
        out3[i] = np.uint64(min(max(math.log1p(uint32(6700417)), 0.0), 1000000000000000.0))
        out2[i] = np.int64(min(max(math.cos((max(v1, np.int64(np.uint32(8))) ^ ((out3[i] % 1009) + w3))), -1000000000000000.0), 1000000000000000.0))
        out3[i] = np.int32(min(max((complex(v6, (min(max(v6, np.float32(-10000.0)), np.float32(10000.0)) // (abs(min(max(0.3333, -10000.0), 10000.0)) + 0.5))) * complex((float64(v2) * out2[i]), w4)).imag, -2147483648.0), 2147483647.0))
