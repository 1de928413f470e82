# An f-string, also concatenated with a plain string, is not supported in
# kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_fstring.py:[[@LINE+3]]:9: error: an f-string is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = f"{a[0]}"{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~{{$}}
    x = f"{a[0]}"
    # CHECK: fail_unsupported_fstring.py:[[@LINE+3]]:9: error: an f-string is not supported in kernel code
    # CHECK-NEXT: {{^}}    y = "n = " f"{b}"{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~{{$}}
    y = "n = " f"{b}"
    a[0] = 1
