# A `match` statement (`match` stays a name elsewhere) is not supported in
# kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_match.py:[[@LINE+3]]:5: error: a `match` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    match a[0]:{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    match a[0]:
        case 1:
            pass
        case _:
            a[1] = 2
    match = 3
    a[0] = match
