# Adjacent string literals are one literal, also across lines in brackets.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    'a' "b" '''c'''
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:20>
    # CHECK-NEXT: {{^}}        StringLiteral "abc" <[[@LINE-2]]:5-[[@LINE-2]]:20>
    b'x' B'y'
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        StringLiteral b"xy" <[[@LINE-2]]:5-[[@LINE-2]]:14>
    ('first '
     'second')
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-2]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        StringLiteral "first second" <[[@LINE-3]]:6-[[@LINE-2]]:14>
    r'\d' '\n'
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        StringLiteral "\\d\n" <[[@LINE-2]]:5-[[@LINE-2]]:15>
