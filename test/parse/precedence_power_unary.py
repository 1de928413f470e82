# `-2 ** 2` is `-(2 ** 2)`; the exponent may be unary; `**` groups to the
# right.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    -2 ** 2
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Unary - <[[@LINE-2]]:5-[[@LINE-2]]:12>
    # CHECK-NEXT: {{^}}          Binary ** <[[@LINE-3]]:6-[[@LINE-3]]:12>
    # CHECK-NEXT: {{^}}            IntLiteral 2 <[[@LINE-4]]:6-[[@LINE-4]]:7>
    # CHECK-NEXT: {{^}}            IntLiteral 2 <[[@LINE-5]]:11-[[@LINE-5]]:12>
    2 ** -1
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Binary ** <[[@LINE-2]]:5-[[@LINE-2]]:12>
    # CHECK-NEXT: {{^}}          IntLiteral 2 <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Unary - <[[@LINE-4]]:10-[[@LINE-4]]:12>
    # CHECK-NEXT: {{^}}            IntLiteral 1 <[[@LINE-5]]:11-[[@LINE-5]]:12>
    a ** b ** c
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:16>
    # CHECK-NEXT: {{^}}        Binary ** <[[@LINE-2]]:5-[[@LINE-2]]:16>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Binary ** <[[@LINE-4]]:10-[[@LINE-4]]:16>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:10-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}            Name c <[[@LINE-6]]:15-[[@LINE-6]]:16>
