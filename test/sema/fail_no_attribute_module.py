# A module attribute that kernel code does not know.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import math

from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_no_attribute_module.py:[[@LINE+3]]:17: error: module `math` has no attribute `sinc` that kernel code can use
    # CHECK-NEXT: {{^}}    a[0] = math.sinc(n){{$}}
    # CHECK-NEXT: {{^}}                ^~~~{{$}}
    a[0] = math.sinc(n)
