"""Generated program, seed 501."""
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
    p1 = p1
    v1 = False
    v2 = (p1 <= (np.uint8(max(p0, p1)) + int16(min(max(1e6, -32768.0), 32767.0))) <= (-np.float32(p1)))
    return np.int64((-1)), v1


@cuda.jit(device=True)
def d1(p0, p1):
    v1 = ((np.uint32(min(max(1.5, 0.0), 4294967295.0)) * (np.int16(8) // (np.uint32(p0) | np.uint32(1)))) >> (((65535 - 2147483647) - np.uint16((p0 // ((p0 & 1023) + 1)))) & 63))
    return p1, abs((complex(1e-3, min(1.5, p0)) - complex(math.cos(v1), max((-7.75), p0))))


@cuda.jit(device=True)
def d2(p0, p1):
    la1 = cuda.local.array(1, np.uint8)
    for k2 in range(1):
        la1[k2] = uint8(min(max(min(max((-2.25), p1), min(0.3333, np.float32(0.1))), 0.0), 255.0))
    acc3 = 0
    for k4 in range(1):
        acc3 = acc3 + la1[1 - 1 - k4]
    r5, r6 = d1(uint64(np.int64(0)), (((-0.0) * abs(complex(math.fabs(p0), (0.3333 - acc3)))) != 0.0))
    return math.asinh((np.uint16(1000) // np.int64(1099511627793)))


@cuda.jit()
def k0(out1, x0, out2, s4, s3):
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    n = len(out1)
    if i < n:
        for k1 in range(3):
            r2, r3 = d1(np.uint64((min(8, 12345) * ((out1[i] << 5) & 65535))), (((-k1) * np.uint8((15 ^ n))) != 0))
            v4 = (((np.uint8(100) if r2 else np.uint8(out2[i])) * (n * k1)) / (abs(max(math.exp(min(max(np.float64(n), -80.0), 80.0)), abs(r3))) + 0.5))
            for k5 in range(7):
                v6 = ((abs((-abs(r3))) + 0.5) ** min(max(math.exp(min(max(float64((n - x0[0])), -80.0), 80.0)), -4.0), 4.0))
                v7 = (x0[i] >> 6)
        v8 = (d0(np.uint8(min(max((0.3333 * s3), 0.0), 255.0)), uint64(min(max((1.5 if False else 100.0), 0.0), 1000000000000000.0)))[0] // (np.uint32(np.uint8(min(max(abs(np.float32(0.1)), np.float32(0.0)), np.float32(255.0)))) | np.uint32(1)))
        if ((np.int32(min(max(np.float32(100.0), np.float32(-2147483648.0)), np.float32(2147483520.0))) & 4) != 0):
            for k9 in range(4):
                v10 = (min(max(min((np.float32(100.0) + n), (s3 * np.float32(0.1))), -10000.0), 10000.0) // (abs(min(max(float(i), -10000.0), 10000.0)) + 0.5))
        elif ((1e6 - s3) < (1.0 + (-1.0))):
            v11 = math.log1p(((out1[i] >> (n & 63)) * np.int8((~x0[x0.shape[0] - 1 - i]))))
        else:
            v12 = (((~out1[i]) ** 3) % ((cuda.ffs(np.int64(n)) & 1023) + 1))
            for k13 in range(15, -1, -1):
                v14 = (min(max(abs(np.float32(0.0)), np.float32(-10000.0)), np.float32(10000.0)) // (abs(min(max(min(float(n), (-i)), -10000.0), 10000.0)) + 0.5))
                v15 = (False or (not ((-7.75) > k13)))
        v8 = np.int64(min(max(((-1.0) + ((12345 << 39) % (((x0[i] - x0[min(i + 1, len(x0) - 1)]) & 1023) + 1))), -1000000000000000.0), 1000000000000000.0))
        out1[i] = abs(((v8 if False else (-1000)) % (((~n) & 1023) + 1)))
        out2[i] = (out2[i] - (-128))


@cuda.jit()
def k1(out4, x1, x2, out5, x3, x0):
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


@cuda.jit
def k2(s3, out1, x0, out2):
    i = cuda.grid(1)
    n = out1.size
    ic = i if i < n else n - 1
    v1 = math.ceil((math.copysign(x0[ic], n) + math.ceil(ic)))
    v2 = np.int8(uint32((x0[ic] // max((-8), 1))))
    w3 = cuda.shfl_down_sync(0xffffffff, np.int64(min(max((-complex((np.float32(-2.25) + n), (min(max(0.0, -10000.0), 10000.0) // (abs(min(max(float64(n), -10000.0), 10000.0)) + 0.5)))).real, -1000000000000000.0), 1000000000000000.0)), 8)
    w4 = cuda.shfl_down_sync(0xffffffff, (1.5 ** 3), 2)
    w5 = cuda.shfl_sync(0xffffffff, w3, 5)
    w6 = cuda.shfl_down_sync(0xffffffff, float((v2 % (np.uint32((ic if s3 else np.int64(x0[ic]))) | np.uint32(1)))), 3)
    if i < n:
        v7 = cuda.ffs(np.int64((ic & (v2 + np.int16(w3)))))
        out1[i] = (int32(min(max(math.cos(out1[i]), -2147483648.0), 2147483647.0)) | w5)
        out2[i] = uint32(min(max(abs(np.float32(-2.25)), np.float32(0.0)), np.float32(4294967040.0)))
