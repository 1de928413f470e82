# Only names, attributes, subscripts and tuples or lists of them can be
# assigned to.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_invalid_assignment_target.py:[[@LINE+3]]:5: error: cannot assign to a function call
    # CHECK-NEXT: {{^}}    f(a) = 1{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    f(a) = 1
    # CHECK: fail_invalid_assignment_target.py:[[@LINE+3]]:5: error: cannot assign to a literal
    # CHECK-NEXT: {{^}}    1 = a{{$}}
    # CHECK-NEXT: {{^}}    ^{{$}}
    1 = a
    # CHECK: fail_invalid_assignment_target.py:[[@LINE+3]]:5: error: cannot assign to a comparison
    # CHECK-NEXT: {{^}}    a < b = 1{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    a < b = 1
    # CHECK: fail_invalid_assignment_target.py:[[@LINE+3]]:8: error: cannot assign to an expression
    # CHECK-NEXT: {{^}}    a, b + 1 = 1, 2{{$}}
    # CHECK-NEXT: {{^}}       ^~~~~{{$}}
    a, b + 1 = 1, 2
    # CHECK: fail_invalid_assignment_target.py:[[@LINE+3]]:9: error: cannot assign to a conditional expression
    # CHECK-NEXT: {{^}}    x = a if b else b = 2{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~{{$}}
    x = a if b else b = 2
    # CHECK: fail_invalid_assignment_target.py:[[@LINE+3]]:9: error: cannot assign to a function call
    # CHECK-NEXT: {{^}}    for f(i) in range(4):{{$}}
    # CHECK-NEXT: {{^}}        ^~~~{{$}}
    for f(i) in range(4):
        pass
