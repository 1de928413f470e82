# CUDA vector types: each name and C name (`uchar3` is `uint8x3`) is a
# class, named as Numba names the type; its call is a vector of that type
# from numbers of any type and vectors of its own element type; `.x` to
# `.w` are elements. Classes and vectors pass to device functions (a
# specialisation per vector type and per class) and make up tuples.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32" | FileCheck %s
from numba import cuda
from numba.cuda import uchar3


@cuda.jit(device=True)
def pick(v, make):
    return make(v.z, v.y, v.x)


@cuda.jit
def k(out, n):
    c = uchar3
    a = c(n, 1, 2.5)
    b = pick(a, cuda.ulonglong3)
    d = cuda.uint64x4(b, cuda.ulong1(n))
    t = (a, a)
    out[0] = b.x + t[n].y + d.w

# CHECK-LABEL: Kernel k(float64[::1], int32)
# CHECK: Name c <{{.*}}> : class `uint8x3`
# CHECK: Name uchar3 <{{.*}}> : class `uint8x3`
# CHECK: Name a <{{.*}}> : uint8x3
# CHECK: Call <{{.*}}> : uint8x3
# CHECK-NEXT: Name c <{{.*}}> : class `uint8x3`
# CHECK-NEXT: Name n <{{.*}}> : int32
# CHECK-NEXT: IntLiteral 1 <{{.*}}> : int64 = 1
# CHECK-NEXT: FloatLiteral 2.5 <{{.*}}> : float64 = 2.5
# CHECK: Name b <{{.*}}> : uint64x3
# CHECK: Attribute .ulonglong3 <{{.*}}> : class `uint64x3`
# CHECK: Name d <{{.*}}> : uint64x4
# CHECK: Attribute .ulong1 <{{.*}}> : class `uint64x1`
# CHECK: Name t <{{.*}}> : tuple(uint8x3, uint8x3)
# CHECK: Attribute .x <{{.*}}> : uint64
# CHECK: Attribute .y <{{.*}}> : uint8
# CHECK: Subscript <{{.*}}> : uint8x3
# CHECK: Attribute .w <{{.*}}> : uint64
# CHECK-LABEL: DeviceFunction pick(uint8x3, class `uint64x3`) -> uint64x3
# CHECK: Call <{{.*}}> : uint64x3
# CHECK-NEXT: Name make <{{.*}}> : class `uint64x3`
