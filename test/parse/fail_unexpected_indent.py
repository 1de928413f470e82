# A line indented deeper than the block it is in; the deeper lines are skipped
# together.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    x = 1
    # CHECK: fail_unexpected_indent.py:[[@LINE+3]]:9: error: unexpected indent
    # CHECK-NEXT: {{^}}        y = 2{{$}}
    # CHECK-NEXT: {{^}}        ^{{$}}
        y = 2
        z = 3
    a[0] = x
