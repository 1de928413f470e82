# `break` outside a loop, also in a loop's `else` arm, which runs after the
# loop.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_break_outside_loop.py:[[@LINE+3]]:5: error: `break` outside a loop
    # CHECK-NEXT: {{^}}    break{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    break
    for i in range(4):
        pass
    else:
        # CHECK: fail_break_outside_loop.py:[[@LINE+3]]:9: error: `break` outside a loop
        # CHECK-NEXT: {{^}}        break{{$}}
        # CHECK-NEXT: {{^}}        ^~~~~{{$}}
        break
    # CHECK: fail_break_outside_loop.py:[[@LINE+3]]:11: error: `break` outside a loop
    # CHECK-NEXT: {{^}}    if a: break{{$}}
    # CHECK-NEXT: {{^}}          ^~~~~{{$}}
    if a: break
