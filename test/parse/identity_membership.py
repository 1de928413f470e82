# `is`, `is not`, `in` and `not in` are comparison operators.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a is None
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Compare is <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          NoneLiteral <[[@LINE-4]]:10-[[@LINE-4]]:14>
    a is not None
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:18>
    # CHECK-NEXT: {{^}}        Compare is not <[[@LINE-2]]:5-[[@LINE-2]]:18>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          NoneLiteral <[[@LINE-4]]:14-[[@LINE-4]]:18>
    a in b
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Compare in <[[@LINE-2]]:5-[[@LINE-2]]:11>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:10-[[@LINE-4]]:11>
    a not in b
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        Compare not in <[[@LINE-2]]:5-[[@LINE-2]]:15>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:14-[[@LINE-4]]:15>
