# Slices: each of lower, upper and step may be missing.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a[1:]
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:10>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Slice <[[@LINE-4]]:7-[[@LINE-4]]:9>
    # CHECK-NEXT: {{^}}            lower:
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-6]]:7-[[@LINE-6]]:8>
    a[:n]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:10>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Slice <[[@LINE-4]]:7-[[@LINE-4]]:9>
    # CHECK-NEXT: {{^}}            upper:
    # CHECK-NEXT: {{^}}              Name n <[[@LINE-6]]:8-[[@LINE-6]]:9>
    a[::2]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:11>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Slice <[[@LINE-4]]:7-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}            step:
    # CHECK-NEXT: {{^}}              IntLiteral 2 <[[@LINE-6]]:9-[[@LINE-6]]:10>
    a[1:n:2]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:13>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Slice <[[@LINE-4]]:7-[[@LINE-4]]:12>
    # CHECK-NEXT: {{^}}            lower:
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-6]]:7-[[@LINE-6]]:8>
    # CHECK-NEXT: {{^}}            upper:
    # CHECK-NEXT: {{^}}              Name n <[[@LINE-8]]:9-[[@LINE-8]]:10>
    # CHECK-NEXT: {{^}}            step:
    # CHECK-NEXT: {{^}}              IntLiteral 2 <[[@LINE-10]]:11-[[@LINE-10]]:12>
    a[:]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:9>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Slice <[[@LINE-4]]:7-[[@LINE-4]]:8>
    a[:, 0]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:12>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-4]]:7-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}            Slice <[[@LINE-5]]:7-[[@LINE-5]]:8>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-6]]:10-[[@LINE-6]]:11>
    a[::-1, i:j]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:17>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-4]]:7-[[@LINE-4]]:16>
    # CHECK-NEXT: {{^}}            Slice <[[@LINE-5]]:7-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}              step:
    # CHECK-NEXT: {{^}}                Unary - <[[@LINE-7]]:9-[[@LINE-7]]:11>
    # CHECK-NEXT: {{^}}                  IntLiteral 1 <[[@LINE-8]]:10-[[@LINE-8]]:11>
    # CHECK-NEXT: {{^}}            Slice <[[@LINE-9]]:13-[[@LINE-9]]:16>
    # CHECK-NEXT: {{^}}              lower:
    # CHECK-NEXT: {{^}}                Name i <[[@LINE-11]]:13-[[@LINE-11]]:14>
    # CHECK-NEXT: {{^}}              upper:
    # CHECK-NEXT: {{^}}                Name j <[[@LINE-13]]:15-[[@LINE-13]]:16>
