# Semicolons separate simple statements on one line; a trailing one is allowed.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    x = 1; y = 2; a[0] = x + y;
    # CHECK:      {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          IntLiteral 1 <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-6]]:12-[[@LINE-6]]:17>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Name y <[[@LINE-8]]:12-[[@LINE-8]]:13>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          IntLiteral 2 <[[@LINE-10]]:16-[[@LINE-10]]:17>
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-11]]:19-[[@LINE-11]]:31>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-13]]:19-[[@LINE-13]]:23>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-14]]:19-[[@LINE-14]]:20>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-15]]:21-[[@LINE-15]]:22>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          Binary + <[[@LINE-17]]:26-[[@LINE-17]]:31>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-18]]:26-[[@LINE-18]]:27>
    # CHECK-NEXT: {{^}}            Name y <[[@LINE-19]]:30-[[@LINE-19]]:31>
    pass;
    # CHECK-NEXT: {{^}}      Pass <[[@LINE-1]]:5-[[@LINE-1]]:9>
