# A `:` at the end of a line must be followed by an indented block.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_missing_indented_block.py:[[@LINE+4]]:5: error: expected an indented block after `if`
    # CHECK-NEXT: {{^}}    a[0] = 1{{$}}
    # CHECK-NEXT: {{^}}    ^{{$}}
    if a:
    a[0] = 1
    # CHECK: fail_missing_indented_block.py:[[@LINE+6]]:5: error: expected an indented block after `for`
    # CHECK-NEXT: {{^}}    b = 2{{$}}
    # CHECK-NEXT: {{^}}    ^{{$}}
    for i in range(4):
    # comments do not count

    b = 2
