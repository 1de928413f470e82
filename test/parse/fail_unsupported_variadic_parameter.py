# `*args`, `**kwargs`, and the bare `*` and `/` markers are not supported in
# kernel parameters.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    pass


# CHECK: fail_unsupported_variadic_parameter.py:[[@LINE+7]]:10: error: a variadic parameter is not supported in kernel code
# CHECK-NEXT: {{^}}def f(a, *args: int, **kwargs):{{$}}
# CHECK-NEXT: {{^}}         ^~~~~{{$}}
# CHECK-NEXT: fail_unsupported_variadic_parameter.py:[[@LINE+4]]:22: error: a variadic keyword parameter is not supported in kernel code
# CHECK-NEXT: {{^}}def f(a, *args: int, **kwargs):{{$}}
# CHECK-NEXT: {{^}}                     ^~~~~~~~{{$}}
@cuda.jit
def f(a, *args: int, **kwargs):
    pass


# CHECK: fail_unsupported_variadic_parameter.py:[[@LINE+7]]:10: error: a positional-only parameter marker (`/`) is not supported in kernel code
# CHECK-NEXT: {{^}}def g(a, /, b=1, *, c):{{$}}
# CHECK-NEXT: {{^}}         ^{{$}}
# CHECK-NEXT: fail_unsupported_variadic_parameter.py:[[@LINE+4]]:18: error: a keyword-only parameter marker (`*`) is not supported in kernel code
# CHECK-NEXT: {{^}}def g(a, /, b=1, *, c):{{$}}
# CHECK-NEXT: {{^}}                 ^{{$}}
@cuda.jit
def g(a, /, b=1, *, c):
    pass
