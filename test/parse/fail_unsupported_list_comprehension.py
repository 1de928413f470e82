# A list comprehension is not supported in kernel code; parsing goes on after
# it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_list_comprehension.py:[[@LINE+3]]:9: error: a list comprehension is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = [i * 2 for i in range(4) if i]{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    x = [i * 2 for i in range(4) if i]
    a[0] = x
