# Numba's byte-sized names (f4, i4) are not dslc's: it names scalar types
# by bits (f32, i32), and the message says which type was meant.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "f4[:], i4" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: unknown type `f4`: expected a scalar type such as `float32`, `int64`, `f32` or `bool`; Numba's `f4` is `float32`
# CHECK-NEXT: {{^}}f4[:], i4{{$}}
# CHECK-NEXT: {{^}}^~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
