# max_registers and launch_bounds take positive integers, up to 2**20; a
# larger one is said to be out of range, not to be non-positive.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_jit_option_positive_integer.py:[[@LINE+3]]:52: error: `max_registers=` needs a positive integer, not `0`
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32)", max_registers=0){{$}}
# CHECK-NEXT: {{^}}                                                   ^{{$}}
@cuda.jit("void(float32[:], int32)", max_registers=0)
def k(a, n):
    a[0] = n


# CHECK: fail_jit_option_positive_integer.py:[[@LINE+3]]:26: error: `launch_bounds=` needs an integer from 1 to 1048576, not `2147483647`
# CHECK-NEXT: {{^}}@cuda.jit(launch_bounds=(2147483647, 1)){{$}}
# CHECK-NEXT: {{^}}                         ^~~~~~~~~~{{$}}
@cuda.jit(launch_bounds=(2147483647, 1))
def big(a):
    a[0] = 1
