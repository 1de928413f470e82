# `debug=` takes True or False; `-g` does not excuse another value.
# RUN: not %dslc compile %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile -g %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_debug_option_value.py:[[@LINE+3]]:37: error: `debug=` needs True or False, not `"yes"`
# CHECK-NEXT: {{^}}@cuda.jit("void(int32[::1])", debug="yes"){{$}}
# CHECK-NEXT: {{^}}                                    ^~~~~{{$}}
@cuda.jit("void(int32[::1])", debug="yes")
def k(a):
    a[0] = 1
