# A class definition is not supported in kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_nested_class.py:[[@LINE+3]]:5: error: a class definition is not supported in kernel code
    # CHECK-NEXT: {{^}}    class Point:{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    class Point:
        x: int
    a[0] = 1
