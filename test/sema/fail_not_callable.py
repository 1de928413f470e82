# A number cannot be called.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_not_callable.py:[[@LINE+3]]:12: error: a value of type `int32` cannot be called
    # CHECK-NEXT: {{^}}    a[0] = n(3){{$}}
    # CHECK-NEXT: {{^}}           ^{{$}}
    a[0] = n(3)
