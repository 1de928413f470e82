# An `async` statement is not supported in kernel code; parsing goes on after
# it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_async.py:[[@LINE+3]]:5: error: an `async` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    async def helper():{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    async def helper():
        pass
    # CHECK: fail_unsupported_async.py:[[@LINE+3]]:5: error: an `async` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    async for x in b:{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    async for x in b:
        pass
    else:
        pass
    # CHECK: fail_unsupported_async.py:[[@LINE+3]]:5: error: an `async` statement is not supported in kernel code
    # CHECK-NEXT: {{^}}    async with b:{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    async with b:
        pass
    a[0] = 1
