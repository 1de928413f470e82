# `yield`, as a statement, a value or in parentheses, is not supported in
# kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_yield.py:[[@LINE+3]]:5: error: `yield` is not supported in kernel code
    # CHECK-NEXT: {{^}}    yield a[0]{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~{{$}}
    yield a[0]
    # CHECK: fail_unsupported_yield.py:[[@LINE+3]]:9: error: `yield` is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = yield{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~{{$}}
    x = yield
    # CHECK: fail_unsupported_yield.py:[[@LINE+3]]:10: error: `yield` is not supported in kernel code
    # CHECK-NEXT: {{^}}    y = (yield from b){{$}}
    # CHECK-NEXT: {{^}}         ^~~~~~~~~~~~{{$}}
    y = (yield from b)
    a[0] = 1
