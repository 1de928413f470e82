# docs/language.md, "Vector types".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def spread(v, s):                    # takes and returns a float32x3
    return cuda.float32x3(v.x * s, v.y * s, v.z * s)


@cuda.jit
def k(out, x, n):
    i = cuda.grid(1)
    v = cuda.float32x3(x[i], n, 2)   # float32x3: n and 2 converted
    w = cuda.float4(spread(v, x[i]), v.x)    # float32x4 of a float32x3 and a number
    p = cuda.short2(n, 7)            # int16x2: n wraps to 16 bits
    for u in (w, cuda.float32x4(p.x, p.y, 0, 1)):
        out[i] += u.x + u.y + u.z + u.w

# CHECK: Name v <{{.*}}> : float32x3
# CHECK: Name w <{{.*}}> : float32x4
# CHECK: Name p <{{.*}}> : int16x2
# CHECK: Name u <{{.*}}> : float32x4
