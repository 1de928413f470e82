# Boolean options take True or False.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_jit_option_value.py:[[@LINE+3]]:47: error: `fastmath=` needs True or False, not `1`
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32)", fastmath=1){{$}}
# CHECK-NEXT: {{^}}                                              ^{{$}}
@cuda.jit("void(float32[:], int32)", fastmath=1)
def k(a, n):
    a[0] = n
