# `True`, `False`, `None` and `...`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    True
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        BoolLiteral True <[[@LINE-2]]:5-[[@LINE-2]]:9>
    False
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        BoolLiteral False <[[@LINE-2]]:5-[[@LINE-2]]:10>
    None
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        NoneLiteral <[[@LINE-2]]:5-[[@LINE-2]]:9>
    ...
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        Ellipsis <[[@LINE-2]]:5-[[@LINE-2]]:8>
