# A complex (imaginary) literal is not supported in kernel code; parsing goes
# on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_complex_literal.py:[[@LINE+3]]:9: error: a complex literal is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = 1j{{$}}
    # CHECK-NEXT: {{^}}        ^~{{$}}
    x = 1j
    # CHECK: fail_unsupported_complex_literal.py:[[@LINE+3]]:9: error: a complex literal is not supported in kernel code
    # CHECK-NEXT: {{^}}    y = 2.5J + 1{{$}}
    # CHECK-NEXT: {{^}}        ^~~~{{$}}
    y = 2.5J + 1
    a[0] = 1
