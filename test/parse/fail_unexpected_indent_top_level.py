# A module-level line indented for no reason; the indented lines are skipped
# together and parsing resumes at the next module-level line.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda
# CHECK: fail_unexpected_indent_top_level.py:[[@LINE+3]]:5: error: unexpected indent
# CHECK-NEXT: {{^}}    N = 4{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
    N = 4
    M = 5
K = 6


@cuda.jit
def kernel(a):
    a[0] = K
