"""Generated program, seed 1006588."""
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
    v1 = np.uint32(4294967295)
    if (False or True):
        v2 = max(math.expm1(min(max(float64(p0), -80.0), 80.0)), (abs(p0) ^ (p0 >> 52)))
        v1 = np.uint32(min(max((min(max(((v2 * np.float32(0.1)) * (p0 - v2)), -10000.0), 10000.0) % (abs(min(max(math.log(((p0 % 1009) ** 2)), -10000.0), 10000.0)) + 0.5)), 0.0), 4294967295.0))
        la3 = cuda.local.array(4, np.int64)
        for k4 in range(4):
            la3[k4] = np.int64(np.uint64(min(max((min(max(v2, -10000.0), 10000.0) % (abs(min(max(float64(4294967295), -10000.0), 10000.0)) + 0.5)), 0.0), 1000000000000000.0)))
        acc5 = 0
        for k6 in range(4):
            acc5 = acc5 + la3[k6 - 4]
    elif ((v1 >> (v1 & 63)) != (16 + np.float32(-2.25))):
        for k7 in range(3):
            v8 = 255
            v9 = (uint32(min(max((-0.3333), 0.0), 4294967295.0)) - (np.int64(1) << 24))
            v10 = (np.float32((1000 * v1)) / (abs((np.float64(v9) ** 2)) + 0.5))
        v11 = ((abs(complex(math.hypot(v1, p0), min(np.float32(-7.75), v1)).conjugate().real) + 0.5) ** min(max(float64(p0), -4.0), 4.0))
    elif (float(1099511627793) == ((-2.25) / (abs(v1) + 0.5))):
        v12 = np.float32(0.3333)
        c13 = 0
        while c13 < 1:
            c13 += 1
            v14 = math.pow((abs(((np.float32(1.0) ** 2) / (abs(float(p0)) + 0.5))) + 0.5), min(max(float(uint64(min(max((min(max(v12, np.float32(-10000.0)), np.float32(10000.0)) % (abs(min(max(v12, np.float32(-10000.0)), np.float32(10000.0))) + np.float32(0.5))), np.float32(0.0)), np.float32(999999986991104.0)))), -4.0), 4.0))
            v15 = ((abs(complex(math.fabs(5), math.exp(min(max(np.float64(c13), -80.0), 80.0)))) - (p0 * c13)) > (min(max(v12, np.float32(-10000.0)), np.float32(10000.0)) % (abs(min(max(v12, np.float32(-10000.0)), np.float32(10000.0))) + np.float32(0.5))))
            v16 = int64(min(max((v12 if v15 else float32((min(max(v14, -10000.0), 10000.0) % (abs(min(max(float64(v1), -10000.0), 10000.0)) + 0.5)))), np.float32(-999999986991104.0)), np.float32(999999986991104.0)))
    else:
        v17 = uint16(p0)
    return max(cuda.brev(np.int32(65535)), (v1 + p0)), np.float32(abs(np.float16(2.0)))


@cuda.jit(device=True)
def d1(p0, p1):
    v1 = (p1 <= (min(max(max(np.float32(100.0), p1), -10000.0), 10000.0) // (abs(min(max(math.log1p(1.0), -10000.0), 10000.0)) + 0.5)))
    v2 = ((-abs(p0)) ^ (((-8) * (p0 & 65535)) * ((p0 // (np.uint32(p1) | np.uint32(1))) & 65535)))
    v3 = ((((np.uint16(v2) + np.int8(p0)) & (v2 & p1)) & 65535) * (d0(uint32(p0))[0] + (np.int64(15) * 65535)))
    return (v3 if (p0 <= (-2147483648)) else (np.int8(p0) * (p1 & 65535)))


@cuda.jit(device=True)
def d2(p0, p1):
    v1 = p0
    return (min(max(float((np.uint32(7) + 5)), -10000.0), 10000.0) // (abs(min(max((np.uint32(0) / (abs(v1) + 0.5)), -10000.0), 10000.0)) + 0.5))


@cuda.jit()
def k0(out3, s4, x2, out1, x0):
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    n = len(out1)
    if i < n:
        rec = x0[i - 4]
        r1 = d1(np.uint64(min(max(((x2[len(x2) - 1] + rec.f3[2]) + d2(np.float64(np.uint64(15)), np.float32(rec.f0))), 0.0), 1000000000000000.0)), np.int64(uint64(min(max(abs(rec.f0), 0.0), 1000000000000000.0))))
        v2 = (rec.f3[2] * max((rec.f3[6] >> (rec.f3[2] & 63)), (rec.f3[6] if False else uint8((-1000)))))
        v2 &= np.uint64((max(v2, uint64(i)) ** 2))
        out1[i] = rec
        out1[i].f0 = (min(max((min(max(abs(x2[max(i - 4, 0)]), -10000.0), 10000.0) // (abs(min(max(np.float64((rec.f3[1] % 4294967295)), -10000.0), 10000.0)) + 0.5)), -10000.0), 10000.0) % (abs(min(max(math.sin(rec.f3[1]), -10000.0), 10000.0)) + 0.5))
        out1[i].f1 = ((x0[7 % len(x0)].f1 + complex(x2[(i + 5) % x2.shape[0]], (min(max(float64(np.int32((-2147483648))), -10000.0), 10000.0) // (abs(min(max(100.0, -10000.0), 10000.0)) + 0.5)))) / ((x0[7 % len(x0)].f1 * x0[7 % len(x0)].f1) + complex(abs((x0[7 % len(x0)].f1 * x0[7 % len(x0)].f1).real) + 1.0, 0.0)))
        out1[i].f2 = (-(abs(12345) ** 1))
        out1[i].f3[0] = rec.f3[2]
        out1[i].f3[1] = np.uint8(min(max(out3[i], 0.0), 255.0))
        out1[i].f3[2] = np.uint8(min(max((np.float32(1.0) + r1), 0.0), 255.0))
        out1[i].f3[3] = uint8(min(max(min(float(cuda.popc(np.uint32(31))), ((rec.f3[3] ** 1) | (np.uint64(255) if True else np.uint64(rec.f3[6])))), 0.0), 255.0))
        out1[i].f3[4] = (uint8(min(max((-2.25), 0.0), 255.0)) - np.int8(7))
        out1[i].f3[5] = v2
        out1[i].f3[6] = 4294967295
        out3[i] = min(d2(np.float64(rec.f3[5]), np.float32((i * (-2)))), ((-(-2)) >> 47))
