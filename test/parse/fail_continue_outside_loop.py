# `continue` outside a loop, also in a loop's `else` arm.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_continue_outside_loop.py:[[@LINE+3]]:5: error: `continue` outside a loop
    # CHECK-NEXT: {{^}}    continue{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~{{$}}
    continue
    while a:
        a -= 1
    else:
        # CHECK: fail_continue_outside_loop.py:[[@LINE+3]]:9: error: `continue` outside a loop
        # CHECK-NEXT: {{^}}        continue{{$}}
        # CHECK-NEXT: {{^}}        ^~~~~~~~{{$}}
        continue
