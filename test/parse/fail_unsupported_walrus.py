# An assignment expression (`:=`) is not supported in kernel code; parsing goes
# on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_walrus.py:[[@LINE+3]]:9: error: an assignment expression (`:=`) is not supported in kernel code
    # CHECK-NEXT: {{^}}    if (n := a[0]) > 0:{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~{{$}}
    if (n := a[0]) > 0:
        a[1] = n
