# cuda.fp16: arithmetic and comparisons are float16 instructions from sm_53
# (add.f16, fma.rn.f16, setp.*.f16, max/min.f16); the functions compute in
# float32 through libdevice and round back (cvt.rn.f16.f32). Arguments are
# converted to float16; comparisons give bool.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float16[::1], bool[::1], float16[::1], float32" | FileCheck %s --check-prefix=TYPED
# RUN: %dslc-ptx %s --kernel k --signature "float16[::1], bool[::1], float16[::1], float32" | FileCheck %s --check-prefix=PTX
from numba import cuda
from numba.cuda import fp16


@cuda.jit
def k(out, flags, a, x):
    # TYPED: Call <[[@LINE+1]]:14-{{.*}}> : float16
    out[0] = cuda.fp16.hadd(a[0], a[1])
    out[1] = fp16.hsub(a[0], a[1])
    out[2] = cuda.fp16.hmul(a[0], x)
    out[3] = cuda.fp16.hdiv(a[0], a[1])
    # TYPED: Call <[[@LINE+1]]:14-{{.*}}> : float16
    out[4] = cuda.fp16.hfma(a[0], a[1], x)
    out[5] = cuda.fp16.hmax(a[0], a[1]) + cuda.fp16.hmin(a[0], a[1])
    out[6] = cuda.fp16.hneg(cuda.fp16.habs(a[0]))
    out[7] = cuda.fp16.hsin(a[0]) + cuda.fp16.hcos(a[0]) + cuda.fp16.hexp(a[0]) + cuda.fp16.hlog(a[1])
    out[8] = cuda.fp16.hsqrt(a[1]) + cuda.fp16.hrsqrt(a[1]) + cuda.fp16.hrcp(a[1])
    out[9] = cuda.fp16.hceil(a[0]) + cuda.fp16.hfloor(a[0]) + cuda.fp16.htrunc(a[0]) + cuda.fp16.hrint(a[0])
    out[10] = cuda.fp16.hexp2(a[0]) + cuda.fp16.hexp10(a[0]) + cuda.fp16.hlog2(a[1]) + cuda.fp16.hlog10(a[1])
    # TYPED: Call <[[@LINE+1]]:16-{{.*}}> : bool
    flags[0] = cuda.fp16.heq(a[0], a[1])
    flags[1] = cuda.fp16.hne(a[0], a[1]) and cuda.fp16.hlt(a[0], a[1])
    flags[2] = cuda.fp16.hge(a[0], a[1]) or cuda.fp16.hgt(a[0], a[1]) or cuda.fp16.hle(a[0], a[1])

# PTX-DAG: add.f16
# PTX-DAG: sub.f16
# PTX-DAG: mul.f16
# PTX-DAG: fma.rn.f16
# PTX-DAG: max.f16
# PTX-DAG: min.f16
# PTX-DAG: neg.f16
# PTX-DAG: cvt.rpi.f16.f16
# PTX-DAG: cvt.rmi.f16.f16
# PTX-DAG: cvt.rzi.f16.f16
# PTX-DAG: cvt.rni.f16.f16
# PTX-DAG: setp.eq.f16
# PTX-DAG: setp.lt.f16
# PTX-DAG: cvt.rn.f16.f32
