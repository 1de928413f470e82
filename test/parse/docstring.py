# A docstring is an expression statement holding a string literal.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    """Adds one to each element.

    The launch covers the array.
    """
    # CHECK:      {{^}}      Expr <[[@LINE-4]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        StringLiteral "Adds one to each element.\n\n    The launch covers the array.\n    " <[[@LINE-5]]:5-[[@LINE-2]]:8>
    a[0] += 1
    # CHECK-NEXT: {{^}}      AugAssign += <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:9>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-4]]:7-[[@LINE-4]]:8>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-5]]:13-[[@LINE-5]]:14>
