# Augmented assignment needs a single target, not a tuple, list or literal.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_augmented_assign_tuple.py:[[@LINE+3]]:5: error: a tuple cannot be the target of an augmented assignment
    # CHECK-NEXT: {{^}}    a, b += 1{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    a, b += 1
    # CHECK: fail_augmented_assign_tuple.py:[[@LINE+3]]:5: error: a list cannot be the target of an augmented assignment
    # CHECK-NEXT: {{^}}    [a] -= 1{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    [a] -= 1
    # CHECK: fail_augmented_assign_tuple.py:[[@LINE+3]]:5: error: a literal cannot be the target of an augmented assignment
    # CHECK-NEXT: {{^}}    1 *= a{{$}}
    # CHECK-NEXT: {{^}}    ^{{$}}
    1 *= a
