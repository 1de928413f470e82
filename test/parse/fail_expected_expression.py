# An expression is missing after `=`, an operator, a `(` or a `,`.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_expected_expression.py:[[@LINE+3]]:8: error: expected an expression, found end of line
    # CHECK-NEXT: {{^}}    x ={{$}}
    # CHECK-NEXT: {{^}}       ^{{$}}
    x =
    # CHECK: fail_expected_expression.py:[[@LINE+3]]:12: error: expected an expression, found end of line
    # CHECK-NEXT: {{^}}    y = a +{{$}}
    # CHECK-NEXT: {{^}}           ^{{$}}
    y = a +
    # CHECK: fail_expected_expression.py:[[@LINE+3]]:7: error: expected an expression, found `,`
    # CHECK-NEXT: {{^}}    f(, a){{$}}
    # CHECK-NEXT: {{^}}      ^{{$}}
    f(, a)
    # CHECK: fail_expected_expression.py:[[@LINE+3]]:13: error: expected an expression, found `,`
    # CHECK-NEXT: {{^}}    z = (a, , b){{$}}
    # CHECK-NEXT: {{^}}            ^{{$}}
    z = (a, , b)
    # CHECK: fail_expected_expression.py:[[@LINE+3]]:7: error: expected an expression, found `]`
    # CHECK-NEXT: {{^}}    a[] = 1{{$}}
    # CHECK-NEXT: {{^}}      ^{{$}}
    a[] = 1
    # CHECK: fail_expected_expression.py:[[@LINE+3]]:9: error: unmatched `)`
    # CHECK-NEXT: {{^}}    w = ){{$}}
    # CHECK-NEXT: {{^}}        ^{{$}}
    w = )
