# CUDA vector types are structs of their elements, as in Numba's data model:
# a constructor inserts each number (converted to the element type) and each
# element of a smaller vector; `v.x` extracts one. After optimisation no
# struct is left: the elements live in registers. A vector passes to and
# from device functions by value, and a long tuple of vectors (more than 16)
# is looped over from an array of the structs. A conditional expression, a
# loop and tuple unpacking carry vectors too.
# RUN: %dslc compile %s -O0 --kernel build --signature "float32[::1], float32, int32" --emit=llvm | FileCheck %s --check-prefix=BUILD
# RUN: %dslc-ptx %s --kernel build --signature "float32[::1], float32, int32" | FileCheck %s --check-prefix=BUILD-PTX
# RUN: %dslc-ptx %s --kernel basic --signature "float64[::1]" | FileCheck %s --check-prefix=BASIC
# RUN: %dslc compile %s -O0 --kernel long_tuple --signature "int64[::1], int32[::1]" --emit=llvm | FileCheck %s --check-prefix=LONG
# RUN: %dslc-ptx %s --kernel long_tuple --signature "int64[::1], int32[::1]" | FileCheck %s --check-prefix=LONG-PTX
# RUN: %dslc-ptx %s --kernel pairs --signature "uint8[::1], int64" | FileCheck %s --check-prefix=PAIRS
# RUN: %dslc-ptx %s -O0 --kernel merge --signature "float32[::1], int32" | FileCheck %s --check-prefix=MERGE
from numba import cuda
from numba.cuda import float32x4


@cuda.jit(device=True)
def swap(v):
    return cuda.float32x2(v.y, v.x)


@cuda.jit
def build(res, a, n):
    v2 = cuda.float32x2(a, 2)
    v4 = float32x4(swap(v2), n, v2.x)
    res[0] = v4.x
    res[1] = v4.y
    res[2] = v4.z
    res[3] = v4.w


# BUILD-LABEL: define ptx_kernel void @build(
# BUILD: insertvalue { float, float } poison, float %{{.*}}, 0
# BUILD: insertvalue { float, float } %{{.*}}, float 2.000000e+00, 1
# BUILD: sitofp i32 %{{.*}} to float
# BUILD: insertvalue { float, float, float, float } %{{.*}}, float %{{.*}}, 2
# BUILD: extractvalue { float, float, float, float } %{{.*}}, 3
# BUILD-PTX-LABEL: .visible .entry build(
# BUILD-PTX: cvt.rn.f32.s32
# BUILD-PTX-NOT: .local
# BUILD-PTX: ret;


@cuda.jit
def basic(arr):
    v1 = cuda.float64x4(1.0, 3.0, 5.0, 7.0)
    v2 = cuda.short2(10, 11)
    arr[0] = v1.w
    arr[1] = v2.x


# The constants fold: 7.0 and 10.0 as float64 bits.
# BASIC-LABEL: .visible .entry basic(
# BASIC: mov.u64 %rd{{[0-9]+}}, 4619567317775286272;
# BASIC: mov.u64 %rd{{[0-9]+}}, 4621819117588971520;


@cuda.jit
def long_tuple(res, a):
    v = cuda.int2(a[0], a[1])
    j = 0
    for u in tuple((v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, cuda.int2(v.y, v.x))):
        res[j] = u.x
        res[j + 1] = u.y
        j += 2


# LONG-LABEL: define ptx_kernel void @long_tuple(
# LONG: alloca [17 x { i32, i32 }]
# LONG-PTX-LABEL: .visible .entry long_tuple(
# LONG-PTX: ret;


@cuda.jit(device=True)
def halves(v):
    return cuda.uchar2(v.x, v.y), cuda.uchar2(v.z, v.w)


@cuda.jit
def pairs(out, n):
    a, b = halves(cuda.uint8x4(n, n + 1, 300, 7))
    out[0] = a.x
    out[1] = a.y
    out[2] = b.x
    out[3] = b.y


# 300 wraps to 44, as Numba converts the literal to uint8.
# PAIRS-LABEL: .visible .entry pairs(
# PAIRS: add.s16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
# PAIRS: mov.u16 %rs{{[0-9]+}}, 44;
# PAIRS: st.global.u8 [%rd{{[0-9]+}}+2], %rs{{[0-9]+}};
# PAIRS: mov.u16 %rs{{[0-9]+}}, 7;


@cuda.jit
def merge(out, n):
    v = cuda.float2(1, 2) if n > 0 else cuda.float2(n, 3)
    u, w = (v, v)
    out[0] = u.x + w.y
    while n > 0:
        v = cuda.float2(v.y, v.x)
        n -= 1
    out[1] = v.x


# MERGE-LABEL: .visible .entry merge(
# MERGE: ret;
