# Argument unpacking with `*` or `**` in a call is not supported in kernel
# code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_argument_unpacking.py:[[@LINE+3]]:7: error: argument unpacking is not supported in kernel code
    # CHECK-NEXT: {{^}}    f(*b){{$}}
    # CHECK-NEXT: {{^}}      ^~{{$}}
    f(*b)
    # CHECK: fail_unsupported_argument_unpacking.py:[[@LINE+3]]:10: error: argument unpacking is not supported in kernel code
    # CHECK-NEXT: {{^}}    f(a, **b){{$}}
    # CHECK-NEXT: {{^}}         ^~~{{$}}
    f(a, **b)
    a[0] = 1
