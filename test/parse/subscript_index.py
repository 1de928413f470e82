# Subscripts with one index and with a tuple of indices.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a[i]
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:9>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-4]]:7-[[@LINE-4]]:8>
    a[i, j]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:12>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-4]]:7-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-5]]:7-[[@LINE-5]]:8>
    # CHECK-NEXT: {{^}}            Name j <[[@LINE-6]]:10-[[@LINE-6]]:11>
    a[i, j,]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:13>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-4]]:7-[[@LINE-4]]:12>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-5]]:7-[[@LINE-5]]:8>
    # CHECK-NEXT: {{^}}            Name j <[[@LINE-6]]:10-[[@LINE-6]]:11>
    a[i][j]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:12>
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-3]]:5-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-5]]:7-[[@LINE-5]]:8>
    # CHECK-NEXT: {{^}}          Name j <[[@LINE-6]]:10-[[@LINE-6]]:11>
    a[(i, j)]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-4]]:7-[[@LINE-4]]:13>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-5]]:8-[[@LINE-5]]:9>
    # CHECK-NEXT: {{^}}            Name j <[[@LINE-6]]:11-[[@LINE-6]]:12>
