# A positional argument may not follow a keyword argument.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_positional_after_keyword.py:[[@LINE+3]]:15: error: positional argument follows keyword argument
    # CHECK-NEXT: {{^}}    f(a, n=1, b){{$}}
    # CHECK-NEXT: {{^}}              ^{{$}}
    f(a, n=1, b)
    # CHECK: fail_positional_after_keyword.py:[[@LINE+3]]:27: error: positional argument follows keyword argument
    # CHECK-NEXT: {{^}}    cuda.jit(device=True, a){{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    cuda.jit(device=True, a)
