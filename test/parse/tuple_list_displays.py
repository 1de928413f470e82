# Tuple and list displays, including empty ones and a one-element tuple.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    ()
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        Tuple <[[@LINE-2]]:5-[[@LINE-2]]:7>
    (a,)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        Tuple <[[@LINE-2]]:5-[[@LINE-2]]:9>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:6-[[@LINE-3]]:7>
    a,
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        Tuple <[[@LINE-2]]:5-[[@LINE-2]]:7>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    (a, b)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Tuple <[[@LINE-2]]:5-[[@LINE-2]]:11>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:6-[[@LINE-3]]:7>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:9-[[@LINE-4]]:10>
    []
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        List <[[@LINE-2]]:5-[[@LINE-2]]:7>
    [a]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        List <[[@LINE-2]]:5-[[@LINE-2]]:8>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:6-[[@LINE-3]]:7>
    [a, b,]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        List <[[@LINE-2]]:5-[[@LINE-2]]:12>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:6-[[@LINE-3]]:7>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:9-[[@LINE-4]]:10>
    ((a, b), [c])
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:18>
    # CHECK-NEXT: {{^}}        Tuple <[[@LINE-2]]:5-[[@LINE-2]]:18>
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-3]]:6-[[@LINE-3]]:12>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:7-[[@LINE-4]]:8>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:10-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}          List <[[@LINE-6]]:14-[[@LINE-6]]:17>
    # CHECK-NEXT: {{^}}            Name c <[[@LINE-7]]:15-[[@LINE-7]]:16>
