# A decorator must be followed by `def` or `class`; the next statement is then
# parsed as usual.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
# CHECK: fail_decorator_without_def.py:[[@LINE+3]]:1: error: expected `def` or `class` after a decorator, found identifier `N`
# CHECK-NEXT: {{^}}N = 4{{$}}
# CHECK-NEXT: {{^}}^{{$}}
N = 4


@cuda.jit
@cuda.jit(device=True)
# CHECK: fail_decorator_without_def.py:[[@LINE+3]]:1: error: expected `def` or `class` after a decorator, found `if`
# CHECK-NEXT: {{^}}if N:{{$}}
# CHECK-NEXT: {{^}}^~{{$}}
if N:
    pass


@cuda.jit
def kernel(a):
    a[0] = N
