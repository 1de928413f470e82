# A parameter holding a function has no run-time value: returning it is an
# error at the `return`, with a note at the call that specialised it.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
import math

from numba import cuda


@cuda.jit(device=True)
def choose(f):
    # CHECK: fail_function_parameter_returned.py:[[@LINE+6]]:12: error: a device function returns numbers, arrays and tuples, not function `math.sin`
    # CHECK-NEXT: {{^}}    return f{{$}}
    # CHECK-NEXT: {{^}}           ^{{$}}
    # CHECK-NEXT: fail_function_parameter_returned.py:[[@LINE+8]]:5: note: in `choose(function(math.sin))`, called here
    # CHECK-NEXT: {{^}}    choose(math.sin){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~{{$}}
    return f


@cuda.jit
def k(a):
    choose(math.sin)
