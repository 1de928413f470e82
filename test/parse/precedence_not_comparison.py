# `not` binds looser than comparisons and tighter than `and`/`or`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    not a == b
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        Unary not <[[@LINE-2]]:5-[[@LINE-2]]:15>
    # CHECK-NEXT: {{^}}          Compare == <[[@LINE-3]]:9-[[@LINE-3]]:15>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:9-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:14-[[@LINE-5]]:15>
    not a and not b
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:20>
    # CHECK-NEXT: {{^}}        BoolOp and <[[@LINE-2]]:5-[[@LINE-2]]:20>
    # CHECK-NEXT: {{^}}          Unary not <[[@LINE-3]]:5-[[@LINE-3]]:10>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:9-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}          Unary not <[[@LINE-5]]:15-[[@LINE-5]]:20>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-6]]:19-[[@LINE-6]]:20>
    not not a
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Unary not <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Unary not <[[@LINE-3]]:9-[[@LINE-3]]:14>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:13-[[@LINE-4]]:14>
