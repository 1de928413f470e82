# `//` and `%` are multiplicative, at the level of `*` and `/`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a // b
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Binary // <[[@LINE-2]]:5-[[@LINE-2]]:11>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:10-[[@LINE-4]]:11>
    a % b
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        Binary % <[[@LINE-2]]:5-[[@LINE-2]]:10>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:9-[[@LINE-4]]:10>
    a // b % c * d
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:19>
    # CHECK-NEXT: {{^}}        Binary * <[[@LINE-2]]:5-[[@LINE-2]]:19>
    # CHECK-NEXT: {{^}}          Binary % <[[@LINE-3]]:5-[[@LINE-3]]:15>
    # CHECK-NEXT: {{^}}            Binary // <[[@LINE-4]]:5-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}              Name a <[[@LINE-5]]:5-[[@LINE-5]]:6>
    # CHECK-NEXT: {{^}}              Name b <[[@LINE-6]]:10-[[@LINE-6]]:11>
    # CHECK-NEXT: {{^}}            Name c <[[@LINE-7]]:14-[[@LINE-7]]:15>
    # CHECK-NEXT: {{^}}          Name d <[[@LINE-8]]:18-[[@LINE-8]]:19>
    -a % b
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Binary % <[[@LINE-2]]:5-[[@LINE-2]]:11>
    # CHECK-NEXT: {{^}}          Unary - <[[@LINE-3]]:5-[[@LINE-3]]:7>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:6-[[@LINE-4]]:7>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-5]]:10-[[@LINE-5]]:11>
