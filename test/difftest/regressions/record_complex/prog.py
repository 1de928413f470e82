"""Generated program, seeds 1000153 (k0) and 1001139 (k1)."""
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
def k0(out1, s3, x0, x2):
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    n = len(out1)
    if i < n:
        rec = x0[-1 - i]
        v1 = ((((65535 // ((x2[x2.size - 1] & 1023) + 1)) & uint64(x0[-len(x0)].f2[1])) & 4) != 0)
        if ((i & 4) != 0):
            c2 = 0
            while c2 < 4:
                c2 += 1
                v3 = abs(rec['f0'])
                v4 = (math.erf(cuda.ffs(np.int32(rec.f1))) - ((-x2[(i + 3) % x2.size]) & cuda.clz(np.int64(31))))
            v1 = v1
        else:
            if v1:
                v5 = False
                v6 = (not (rec['f0'] <= (x0[-len(x0)].f2[0] - np.int64(255))))
            for k7 in range(((~(x0[-len(x0)].f2[0] // (np.uint32(x2[255 % len(x2)]) | np.uint32(1))))) & 15):
                v8 = float32((cuda.brev(np.int32(k7)) if math.isnan(s3) else uint32((x0[-len(x0)].f2[1] * x0[-len(x0)].f2[1]))))
                v9 = 6700417
                v10 = (min(max((np.float32(0.0) + v9), -10000.0), 10000.0) // (abs(min(max(float32(np.uint8(31)), np.float32(-10000.0)), np.float32(10000.0))) + np.float32(0.5)))
        v11 = max(math.pow((abs((float64(i) * 100)) + 0.5), min(max((min(max(np.float64(x2[-len(x2)]), -10000.0), 10000.0) // (abs(min(max(float64(x2[31 % x2.shape[0]]), -10000.0), 10000.0)) + 0.5)), -4.0), 4.0)), (-(np.uint16(65535) if v1 else uint16(n))))
        v11 = float64((((rec.f1 ** 0) * i) // max((x0[-len(x0)].f2[0] // ((((-2147483648) // max(rec.f1, 1)) & 1023) + 1)), 1)))
        v12 = ((min(max(complex(min(rec['f0'], np.int64(4294967295)), float64(255)).imag, -10000.0), 10000.0) // (abs(min(max(float((-n)), -10000.0), 10000.0)) + 0.5)) ** 0)
        out1[i]['f0'] = n
        out1[i].f1[0] = ((complex((-rec['f0']), v12) + complex((min(max(float64(x0[-len(x0)].f2[0]), -10000.0), 10000.0) % (abs(min(max(float64(n), -10000.0), 10000.0)) + 0.5)), (v12 - s3))) / (abs(v12) + 1.0))
        out1[i].f1[1] = ((-complex(float(np.float32(1.5)), min(rec['f0'], n))) + complex((float64(x0[-len(x0)].f2[1]) / (abs(x0[-len(x0)].f2[1]) + 0.5)), v12))
        out1[i].f2 = (-(complex(((abs(rec['f0']) + np.float32(0.5)) ** min(max(v11, -4.0), 4.0)), rec['f0']) / (abs(v12) + 1.0)))


@cuda.jit
def k1(x2, x0, out3, out1):
    i = cuda.grid(1)
    n = len(out1)
    if i < n:
        rec = x0[i]
        v1 = cuda.brev(np.int64(((np.uint16(12345) // np.uint16(2)) - rec['f0'])))
        v2 = np.int32((-7))
        v3 = n
        v4 = math.tanh((max(np.float32(1.5), np.uint8(0)) + (rec['f0'] % 100)))
        out1[i].f0 = (((v1 & v2) % ((v2 & 1023) + 1)) * out3[i])
        out1[i].f1[0] = (complex((v4 / (abs(out3[i]) + 0.5)), (np.float32(-2.25) - v1)).conjugate() - (x0[max(i - 4, 0)].f1[1] * x0[max(i - 4, 0)].f1[0]))
        out1[i].f1[1] = (x0[max(i - 4, 0)].f1[1] + x0[max(i - 4, 0)].f1[1])
        out3[i] = max(int64(min(max(np.float32(0.5), np.float32(-999999986991104.0)), np.float32(999999986991104.0))), np.int64((rec['f0'] << 2)))
