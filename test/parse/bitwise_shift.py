# Bitwise operators and shifts, by precedence: `|` < `^` < `&` < shifts < `+`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a | b ^ c & d
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:18>
    # CHECK-NEXT: {{^}}        Binary | <[[@LINE-2]]:5-[[@LINE-2]]:18>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Binary ^ <[[@LINE-4]]:9-[[@LINE-4]]:18>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}            Binary & <[[@LINE-6]]:13-[[@LINE-6]]:18>
    # CHECK-NEXT: {{^}}              Name c <[[@LINE-7]]:13-[[@LINE-7]]:14>
    # CHECK-NEXT: {{^}}              Name d <[[@LINE-8]]:17-[[@LINE-8]]:18>
    a << 1 | b >> 2
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:20>
    # CHECK-NEXT: {{^}}        Binary | <[[@LINE-2]]:5-[[@LINE-2]]:20>
    # CHECK-NEXT: {{^}}          Binary << <[[@LINE-3]]:5-[[@LINE-3]]:11>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            IntLiteral 1 <[[@LINE-5]]:10-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}          Binary >> <[[@LINE-6]]:14-[[@LINE-6]]:20>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-7]]:14-[[@LINE-7]]:15>
    # CHECK-NEXT: {{^}}            IntLiteral 2 <[[@LINE-8]]:19-[[@LINE-8]]:20>
    a & b + 1
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Binary & <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Binary + <[[@LINE-4]]:9-[[@LINE-4]]:14>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}            IntLiteral 1 <[[@LINE-6]]:13-[[@LINE-6]]:14>
    a ^ b ^ c
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Binary ^ <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Binary ^ <[[@LINE-3]]:5-[[@LINE-3]]:10>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-6]]:13-[[@LINE-6]]:14>
