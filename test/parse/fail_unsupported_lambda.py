# A lambda, whatever its parameters hold, is not supported in kernel code;
# parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_lambda.py:[[@LINE+3]]:9: error: a lambda is not supported in kernel code
    # CHECK-NEXT: {{^}}    f = lambda x: x + 1{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~{{$}}
    f = lambda x: x + 1
    # CHECK: fail_unsupported_lambda.py:[[@LINE+3]]:9: error: a lambda is not supported in kernel code
    # CHECK-NEXT: {{^}}    g = lambda x=a[1:2], *r: (x, r){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    g = lambda x=a[1:2], *r: (x, r)
    a[0] = f(1)
