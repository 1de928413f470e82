# A number class converts numbers only.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a, n):
    # CHECK: fail_cast_argument.py:[[@LINE+3]]:20: error: cannot convert `float32[:]` to `float32`
    # CHECK-NEXT: {{^}}    a[0] = float32(a){{$}}
    # CHECK-NEXT: {{^}}                   ^{{$}}
    a[0] = float32(a)
