# A module cannot be called.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import math

from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_not_callable_module.py:[[@LINE+3]]:12: error: module `math` cannot be called
    # CHECK-NEXT: {{^}}    a[0] = math(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    a[0] = math(n)
