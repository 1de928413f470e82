# `bit_count` is a method of integers only; `cuda.selp` takes two values of
# one type among those PTX's selp takes.
# RUN: not %dslc compile %s --kernel k --signature "int64[::1], float32, int32, int64, uint8" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(out, f, i, j, u):
    # CHECK: fail_bit_count_selp.py:[[@LINE+1]]:16: error: a value of type `float32` has no attribute `bit_count`
    out[0] = f.bit_count()
    # CHECK: fail_bit_count_selp.py:[[@LINE+3]]:14: error: `cuda.selp` selects between two values of one type among float64, float32, int16, uint16, int32, uint32, int64 and uint64, not `int32` and `int64`
    # CHECK-NEXT: {{^}}    out[1] = cuda.selp(i > 0, i, j){{$}}
    # CHECK-NEXT: {{^}}             ^~~~~~~~~~~~~~~~~~~~~~{{$}}
    out[1] = cuda.selp(i > 0, i, j)
    # CHECK: fail_bit_count_selp.py:[[@LINE+1]]:14: error: `cuda.selp` selects between two values of one type among float64, float32, int16, uint16, int32, uint32, int64 and uint64, not `uint8` and `uint8`
    out[2] = cuda.selp(1, u, u)
