# A set comprehension is not supported in kernel code; parsing goes on after
# it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_set_comprehension.py:[[@LINE+3]]:9: error: a set comprehension is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = {i for i in range(4)}{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~{{$}}
    x = {i for i in range(4)}
    a[0] = x
