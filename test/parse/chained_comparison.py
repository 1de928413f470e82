# Chained comparisons are one node with every operand and operator.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a < b <= c
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        Compare < <= <[[@LINE-2]]:5-[[@LINE-2]]:15>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:9-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-5]]:14-[[@LINE-5]]:15>
    a == b != c > d >= 0
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:25>
    # CHECK-NEXT: {{^}}        Compare == != > >= <[[@LINE-2]]:5-[[@LINE-2]]:25>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:10-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-5]]:15-[[@LINE-5]]:16>
    # CHECK-NEXT: {{^}}          Name d <[[@LINE-6]]:19-[[@LINE-6]]:20>
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-7]]:24-[[@LINE-7]]:25>
    0 <= a < b
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        Compare <= < <[[@LINE-2]]:5-[[@LINE-2]]:15>
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-4]]:10-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-5]]:14-[[@LINE-5]]:15>
