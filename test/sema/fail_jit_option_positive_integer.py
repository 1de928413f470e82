# max_registers and launch_bounds take positive integers.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_jit_option_positive_integer.py:[[@LINE+3]]:52: error: `max_registers=` needs a positive integer, not `0`
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32)", max_registers=0){{$}}
# CHECK-NEXT: {{^}}                                                   ^{{$}}
@cuda.jit("void(float32[:], int32)", max_registers=0)
def k(a, n):
    a[0] = n
