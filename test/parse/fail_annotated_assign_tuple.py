# Annotated assignment needs a single target, not a tuple or list.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_annotated_assign_tuple.py:[[@LINE+3]]:5: error: a tuple cannot be the target of an annotated assignment
    # CHECK-NEXT: {{^}}    a, b: int = 1, 2{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    a, b: int = 1, 2
    # CHECK: fail_annotated_assign_tuple.py:[[@LINE+3]]:5: error: a tuple cannot be the target of an annotated assignment
    # CHECK-NEXT: {{^}}    (a, b): int{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~{{$}}
    (a, b): int
    # CHECK: fail_annotated_assign_tuple.py:[[@LINE+3]]:5: error: a list cannot be the target of an annotated assignment
    # CHECK-NEXT: {{^}}    [a]: int = [1]{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    [a]: int = [1]
