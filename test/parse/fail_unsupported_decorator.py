# A decorator inside a function, with the definition it decorates, is not
# supported in kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_decorator.py:[[@LINE+3]]:5: error: a decorator is not supported in kernel code
    # CHECK-NEXT: {{^}}    @cuda.jit(device=True){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~{{$}}
    @cuda.jit(device=True)
    @other
    def helper(x):
        return x
    a[0] = 1
