# A type name that is not a scalar type.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float33[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: unknown type `float33`: expected a scalar type such as `float32`, `int64`, `f4` or `bool`
# CHECK-NEXT: {{^}}float33[:], int32{{$}}
# CHECK-NEXT: {{^}}^~~~~~~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
