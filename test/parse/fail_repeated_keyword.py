# A keyword argument may be given once per call; the note shows the first.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_repeated_keyword.py:[[@LINE+6]]:20: error: keyword argument `n` repeated
    # CHECK-NEXT: {{^}}    f(a, n=1, m=2, n=3){{$}}
    # CHECK-NEXT: {{^}}                   ^{{$}}
    # CHECK-NEXT: fail_repeated_keyword.py:[[@LINE+3]]:10: note: `n` first given here
    # CHECK-NEXT: {{^}}    f(a, n=1, m=2, n=3){{$}}
    # CHECK-NEXT: {{^}}         ^{{$}}
    f(a, n=1, m=2, n=3)
