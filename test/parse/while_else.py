# `while` with and without an `else` arm.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, n):
    i = 0
    while i < n:
        i += 1
    # CHECK:      {{^}}      While <[[@LINE-2]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        condition:
    # CHECK-NEXT: {{^}}          Compare < <[[@LINE-4]]:11-[[@LINE-4]]:16>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-5]]:11-[[@LINE-5]]:12>
    # CHECK-NEXT: {{^}}            Name n <[[@LINE-6]]:15-[[@LINE-6]]:16>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          AugAssign += <[[@LINE-7]]:9-[[@LINE-7]]:15>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-8]]:9-[[@LINE-8]]:10>
    # CHECK-NEXT: {{^}}            IntLiteral 1 <[[@LINE-9]]:14-[[@LINE-9]]:15>
    while True:
        break
    else:
        a[0] = 1
    # CHECK-NEXT: {{^}}      While <[[@LINE-4]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        condition:
    # CHECK-NEXT: {{^}}          BoolLiteral True <[[@LINE-6]]:11-[[@LINE-6]]:15>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Break <[[@LINE-7]]:9-[[@LINE-7]]:14>
    # CHECK-NEXT: {{^}}        else:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-7]]:9-[[@LINE-7]]:17>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Subscript <[[@LINE-9]]:9-[[@LINE-9]]:13>
    # CHECK-NEXT: {{^}}                Name a <[[@LINE-10]]:9-[[@LINE-10]]:10>
    # CHECK-NEXT: {{^}}                IntLiteral 0 <[[@LINE-11]]:11-[[@LINE-11]]:12>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-13]]:16-[[@LINE-13]]:17>
