# Tuple unpacking: bare, parenthesized and bracketed target lists.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    x, y = cuda.grid(2)
    # CHECK:      {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:24>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-3]]:5-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            Name y <[[@LINE-5]]:8-[[@LINE-5]]:9>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-7]]:12-[[@LINE-7]]:24>
    # CHECK-NEXT: {{^}}            Attribute .grid <[[@LINE-8]]:12-[[@LINE-8]]:21>
    # CHECK-NEXT: {{^}}              Name cuda <[[@LINE-9]]:12-[[@LINE-9]]:16>
    # CHECK-NEXT: {{^}}            IntLiteral 2 <[[@LINE-10]]:22-[[@LINE-10]]:23>
    (n, m) = a.shape
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:21>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-3]]:5-[[@LINE-3]]:11>
    # CHECK-NEXT: {{^}}            Name n <[[@LINE-4]]:6-[[@LINE-4]]:7>
    # CHECK-NEXT: {{^}}            Name m <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          Attribute .shape <[[@LINE-7]]:14-[[@LINE-7]]:21>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-8]]:14-[[@LINE-8]]:15>
    [i, j] = x, y
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:18>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          List <[[@LINE-3]]:5-[[@LINE-3]]:11>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-4]]:6-[[@LINE-4]]:7>
    # CHECK-NEXT: {{^}}            Name j <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-7]]:14-[[@LINE-7]]:18>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-8]]:14-[[@LINE-8]]:15>
    # CHECK-NEXT: {{^}}            Name y <[[@LINE-9]]:17-[[@LINE-9]]:18>
