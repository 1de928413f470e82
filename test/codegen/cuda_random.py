# numba.cuda.random in kernels: its functions are device functions dslc
# compiles from its own library source (compiler/library), inlined into the
# kernel; imported by name, or reached as `cuda.random.<name>` and through
# `import numba.cuda.random`.
# RUN: %dslc compile %s --kernel draw --signature "Record(s0[type=uint64;offset=0],s1[type=uint64;offset=8];16;True)[::1], float32[::1], float64[::1]" --emit=llvm | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel draw --signature "Record(s0[type=uint64;offset=0],s1[type=uint64;offset=8];16;True)[::1], float32[::1], float64[::1]" | FileCheck %s --check-prefix=PTX
# RUN: %dslc-ptx %s --kernel seed --signature "Record(s0[type=uint64;offset=0],s1[type=uint64;offset=8];16;True)[::1], int64" | FileCheck %s --check-prefix=SEED
from numba import cuda
from numba.cuda.random import xoroshiro128p_uniform_float32, xoroshiro128p_normal_float64
import numba.cuda.random


@cuda.jit
def draw(states, out, out64):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = xoroshiro128p_uniform_float32(states, i)
        out64[i] = xoroshiro128p_normal_float64(states, i)
        out64[i] += numba.cuda.random.xoroshiro128p_uniform_float64(states, i)


@cuda.jit
def seed(states, value):
    i = cuda.grid(1)
    if i < states.size:
        cuda.random.init_xoroshiro128p_state(states, i, value + i)
        cuda.random.xoroshiro128p_jump(states, i)


# Every function is inlined: the kernel is the only function left.
# IR-LABEL: define ptx_kernel void @draw(
# IR-NOT: define
# The state's two words, read and written in place, rotated as
# xoroshiro128+ rotates them; the float32 uniform is the float64 one
# rounded; the normal takes a float64 square root and cosine (libdevice's,
# linked and inlined).
# IR: load i64, {{.*}} align 8
# IR: call i64 @llvm.fshl.i64(i64 [[S0:%.*]], i64 [[S0]], i64 55)
# IR: call i64 @llvm.fshl.i64(i64 [[S1:%.*]], i64 [[S1]], i64 36)
# IR: fptrunc double {{.*}} to float
# IR: call double @llvm.sqrt.f64(
# IR: __nv_cos.exit:
# PTX: .visible .entry draw(
# PTX: mul.f64
# SEED: .visible .entry seed(
# SEED: mul.lo.s64
