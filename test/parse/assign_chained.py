# `a = b = 0` is one statement with two targets.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    x = y = a[0] = 0
    # CHECK:      {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:21>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name y <[[@LINE-4]]:9-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-5]]:13-[[@LINE-5]]:17>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-6]]:13-[[@LINE-6]]:14>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-7]]:15-[[@LINE-7]]:16>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-9]]:20-[[@LINE-9]]:21>
