# A `try` statement, with all its arms, is not supported in kernel code;
# parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_try.py:[[@LINE+3]]:5: error: a `try` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    try:{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    try:
        x = a[0]
    except IndexError as e:
        x = 0
    else:
        pass
    finally:
        b = 1
    a[1] = x
