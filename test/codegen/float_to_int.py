# Float to integer conversions truncate and saturate with one cvt.rzi, which
# does both (and gives 0 for NaN from float32 to 32 bits); converting from
# float64, or to 64 bits, adds one NaN test (cvt.rzi gives INT_MIN there).
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], int64[::1], float32[::1], float64[::1]" | FileCheck %s
from numba import cuda, int32, int64


@cuda.jit
def k(o32, o64, x, d):
    i = cuda.grid(1)
    if i < x.size:
        o32[i] = int32(x[i])
        o64[i] = int64(d[i])

# CHECK-LABEL: .visible .entry k(
# CHECK-NOT: max.f32
# CHECK-NOT: min.f32
# CHECK: cvt.rzi.s32.f32
# CHECK: st.global.u32
# CHECK: cvt.rzi.s64.f64
# CHECK: setp.nan.f64
# CHECK: selp.b64
# CHECK: st.global.u64
# CHECK: ret;
