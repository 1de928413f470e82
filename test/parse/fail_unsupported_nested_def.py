# A nested function definition is not supported in kernel code; parsing goes on
# after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_nested_def.py:[[@LINE+3]]:5: error: a nested function definition is not supported in kernel code
    # CHECK-NEXT: {{^}}    def helper(x):{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    def helper(x):
        return x
    a[0] = 1
