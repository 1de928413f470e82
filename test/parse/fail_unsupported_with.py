# A `with` statement is not supported in kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_with.py:[[@LINE+3]]:5: error: a `with` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    with lock:{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    with lock:
        a[0] = 1
    a[1] = 2
