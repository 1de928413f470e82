# A `:` on the last line of the file, with no block after it: the error points
# after the `:`.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a):
    # CHECK: fail_missing_indented_block_at_end.py:[[@LINE+3]]:23: error: expected an indented block after `for`
    # CHECK-NEXT: {{^}}    for i in range(4):{{$}}
    # CHECK-NEXT: {{^}}                      ^{{$}}
    for i in range(4):
