# A bracket left open is reported once, at the bracket; parsing resumes at
# the next statement that cannot be inside brackets.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a):
    # CHECK: fail_unclosed_paren.py:[[@LINE+3]]:9: error: `(` was never closed
    # CHECK-NEXT: {{^}}    x = (a[0] + 1{{$}}
    # CHECK-NEXT: {{^}}        ^{{$}}
    x = (a[0] + 1
    return
