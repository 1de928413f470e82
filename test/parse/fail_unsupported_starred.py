# A starred expression, as a value or a target, is not supported in kernel
# code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_starred.py:[[@LINE+3]]:9: error: a starred expression is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = *b, 1{{$}}
    # CHECK-NEXT: {{^}}        ^~{{$}}
    x = *b, 1
    # CHECK: fail_unsupported_starred.py:[[@LINE+3]]:12: error: a starred expression is not supported in kernel code
    # CHECK-NEXT: {{^}}    first, *rest = b{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~{{$}}
    first, *rest = b
    a[0] = 1
