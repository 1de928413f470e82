# A generator expression, in parentheses or as the only argument of a call, is
# not supported in kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_generator_expression.py:[[@LINE+3]]:9: error: a generator expression is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = (i for i in range(4)){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~{{$}}
    x = (i for i in range(4))
    # CHECK: fail_unsupported_generator_expression.py:[[@LINE+3]]:13: error: a generator expression is not supported in kernel code
    # CHECK-NEXT: {{^}}    y = sum(i for i in range(4)){{$}}
    # CHECK-NEXT: {{^}}            ^~~~~~~~~~~~~~~~~~~{{$}}
    y = sum(i for i in range(4))
    a[0] = x + y
