# docs/language.md, "Bit and float intrinsics".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n, w):
    ones = cuda.popc(n)          # int32, like n
    zeros = cuda.clz(w)          # uint64, like w
    first = cuda.ffs(n)          # uint32: 1 + index of the lowest set bit, 0 for 0
    rev = cuda.brev(w)           # uint64 (uint32 for any other integer)
    x = cuda.fma(a[0], a[1], a[2])   # float32: all three are float32
    c = cuda.cbrt(n)             # float64
    a[0] = ones + zeros + first + rev + x + c

# CHECK: Name ones <{{.*}}> : int32
# CHECK: Name zeros <{{.*}}> : uint64
# CHECK: Name first <{{.*}}> : uint32
# CHECK: Name rev <{{.*}}> : uint64
# CHECK: Name x <{{.*}}> : float32
# CHECK: Name c <{{.*}}> : float64
