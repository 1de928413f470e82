# `await` is not supported in kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_await.py:[[@LINE+3]]:9: error: `await` is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = await b{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~{{$}}
    x = await b
    a[0] = x
