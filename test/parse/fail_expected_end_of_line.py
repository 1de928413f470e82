# Two expressions side by side: the statement ends after the first.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_expected_end_of_line.py:[[@LINE+3]]:11: error: expected end of line, found identifier `b`
    # CHECK-NEXT: {{^}}    x = a b{{$}}
    # CHECK-NEXT: {{^}}          ^{{$}}
    x = a b
    # CHECK: fail_expected_end_of_line.py:[[@LINE+3]]:14: error: expected end of line, found integer literal `1`
    # CHECK-NEXT: {{^}}    return a 1{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    return a 1
    # CHECK: fail_expected_end_of_line.py:[[@LINE+3]]:26: error: expected end of line, found identifier `c`
    # CHECK-NEXT: {{^}}    a[0] = b if a else b c{{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    a[0] = b if a else b c
