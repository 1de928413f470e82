# Integer literals: decimal, hex, octal, binary, underscores; values beyond 64
# bits are kept for a later error.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    0
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 0 <[[@LINE-2]]:5-[[@LINE-2]]:6>
    1_000_000
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        IntLiteral 1000000 <[[@LINE-2]]:5-[[@LINE-2]]:14>
    0xFF
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        IntLiteral 255 <[[@LINE-2]]:5-[[@LINE-2]]:9>
    0o17
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        IntLiteral 15 <[[@LINE-2]]:5-[[@LINE-2]]:9>
    0B1010
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        IntLiteral 10 <[[@LINE-2]]:5-[[@LINE-2]]:11>
    0x_dead_BEEF
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        IntLiteral 3735928559 <[[@LINE-2]]:5-[[@LINE-2]]:17>
    18446744073709551615
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:25>
    # CHECK-NEXT: {{^}}        IntLiteral 18446744073709551615 <[[@LINE-2]]:5-[[@LINE-2]]:25>
    18446744073709551616
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:25>
    # CHECK-NEXT: {{^}}        IntLiteral <too large for 64 bits> <[[@LINE-2]]:5-[[@LINE-2]]:25>
