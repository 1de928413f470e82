# The four unary operators.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    -a
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        Unary - <[[@LINE-2]]:5-[[@LINE-2]]:7>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:6-[[@LINE-3]]:7>
    +a
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        Unary + <[[@LINE-2]]:5-[[@LINE-2]]:7>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:6-[[@LINE-3]]:7>
    ~a
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        Unary ~ <[[@LINE-2]]:5-[[@LINE-2]]:7>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:6-[[@LINE-3]]:7>
    not a
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        Unary not <[[@LINE-2]]:5-[[@LINE-2]]:10>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:9-[[@LINE-3]]:10>
    -(-a)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        Unary - <[[@LINE-2]]:5-[[@LINE-2]]:10>
    # CHECK-NEXT: {{^}}          Unary - <[[@LINE-3]]:7-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:8-[[@LINE-4]]:9>
