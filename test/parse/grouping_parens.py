# Parentheses group without a node of their own; the range excludes them.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    (a)
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        Name a <[[@LINE-2]]:6-[[@LINE-2]]:7>
    (a + b) * c
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:16>
    # CHECK-NEXT: {{^}}        Binary * <[[@LINE-2]]:5-[[@LINE-2]]:16>
    # CHECK-NEXT: {{^}}          Binary + <[[@LINE-3]]:6-[[@LINE-3]]:11>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:6-[[@LINE-4]]:7>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:10-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-6]]:15-[[@LINE-6]]:16>
    ((a))
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        Name a <[[@LINE-2]]:7-[[@LINE-2]]:8>
    a * (b + c)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:16>
    # CHECK-NEXT: {{^}}        Binary * <[[@LINE-2]]:5-[[@LINE-2]]:16>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Binary + <[[@LINE-4]]:10-[[@LINE-4]]:15>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:10-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}            Name c <[[@LINE-6]]:14-[[@LINE-6]]:15>
