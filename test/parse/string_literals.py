# String literals of each quote style and prefix; escapes are decoded.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    'single'
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        StringLiteral "single" <[[@LINE-2]]:5-[[@LINE-2]]:13>
    "double"
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        StringLiteral "double" <[[@LINE-2]]:5-[[@LINE-2]]:13>
    "tab\t\x41\u00e9"
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:22>
    # CHECK-NEXT: {{^}}        StringLiteral "tab\tA\303\251" <[[@LINE-2]]:5-[[@LINE-2]]:22>
    r'raw\n'
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        StringLiteral "raw\\n" <[[@LINE-2]]:5-[[@LINE-2]]:13>
    b'bytes\x00'
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        StringLiteral b"bytes\000" <[[@LINE-2]]:5-[[@LINE-2]]:17>
    '''triple'''
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        StringLiteral "triple" <[[@LINE-2]]:5-[[@LINE-2]]:17>
    ''
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        StringLiteral "" <[[@LINE-2]]:5-[[@LINE-2]]:7>
