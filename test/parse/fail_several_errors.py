# Independent errors in one kernel are all reported, in source order, each
# once: parsing recovers at the next statement.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_several_errors.py:[[@LINE+3]]:13: error: expected an expression, found `)`
    # CHECK-NEXT: {{^}}    x = (a +) * 2{{$}}
    # CHECK-NEXT: {{^}}            ^{{$}}
    x = (a +) * 2
    # CHECK: fail_several_errors.py:[[@LINE+3]]:14: error: expected `:`, found end of line
    # CHECK-NEXT: {{^}}    if a == 1{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    if a == 1
        y = 2
    # CHECK: fail_several_errors.py:[[@LINE+3]]:9: error: a list comprehension is not supported in kernel code
    # CHECK-NEXT: {{^}}    z = [i for i in b]{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~{{$}}
    z = [i for i in b]
    for i in range(3):
        break
    # CHECK: fail_several_errors.py:[[@LINE+3]]:15: error: expected `:`, found end of line
    # CHECK-NEXT: {{^}}    while True{{$}}
    # CHECK-NEXT: {{^}}              ^{{$}}
    while True
        pass
    a[0] = x
    # CHECK: fail_several_errors.py:[[@LINE+3]]:14: error: expected end of line, found identifier `y`
    # CHECK-NEXT: {{^}}    return x y{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    return x y


@cuda.jit
def other(a):
    # CHECK: fail_several_errors.py:[[@LINE+3]]:5: error: cannot assign to a literal
    # CHECK-NEXT: {{^}}    1 = a{{$}}
    # CHECK-NEXT: {{^}}    ^{{$}}
    1 = a
    # CHECK: fail_several_errors.py:[[@LINE+3]]:9: error: expected an expression, found end of line
    # CHECK-NEXT: {{^}}    a +={{$}}
    # CHECK-NEXT: {{^}}        ^{{$}}
    a +=
    # CHECK: fail_several_errors.py:[[@LINE+3]]:12: error: positional argument follows keyword argument
    # CHECK-NEXT: {{^}}    f(x=1, 2){{$}}
    # CHECK-NEXT: {{^}}           ^{{$}}
    f(x=1, 2)
    a[0] = 1
