# Floating-point literals, printed as the shortest text that reads back.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    1.5
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        FloatLiteral 1.5 <[[@LINE-2]]:5-[[@LINE-2]]:8>
    1.
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        FloatLiteral 1.0 <[[@LINE-2]]:5-[[@LINE-2]]:7>
    .25
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        FloatLiteral 0.25 <[[@LINE-2]]:5-[[@LINE-2]]:8>
    1e3
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        FloatLiteral 1000.0 <[[@LINE-2]]:5-[[@LINE-2]]:8>
    2.5E-7
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        FloatLiteral 2.5e-07 <[[@LINE-2]]:5-[[@LINE-2]]:11>
    1_0.0_1
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        FloatLiteral 10.01 <[[@LINE-2]]:5-[[@LINE-2]]:12>
    0e0
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        FloatLiteral 0.0 <[[@LINE-2]]:5-[[@LINE-2]]:8>
