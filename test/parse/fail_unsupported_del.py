# A `del` statement is not supported in kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_del.py:[[@LINE+3]]:5: error: a `del` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    del a[0], b{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    del a[0], b
    a[0] = 1
