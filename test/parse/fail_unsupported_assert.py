# An `assert` statement is not supported in kernel code; parsing goes on after
# it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_assert.py:[[@LINE+3]]:5: error: an `assert` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    assert a[0] > 0, "negative"{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~{{$}}
    assert a[0] > 0, "negative"
    a[0] = 1
