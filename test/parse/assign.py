# Plain assignment to a name, an attribute and a subscript.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, s):
    x = 1
    # CHECK:      {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          IntLiteral 1 <[[@LINE-5]]:9-[[@LINE-5]]:10>
    s.value = x
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:16>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Attribute .value <[[@LINE-3]]:5-[[@LINE-3]]:12>
    # CHECK-NEXT: {{^}}            Name s <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-6]]:15-[[@LINE-6]]:16>
    a[x] = 2.0
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-3]]:5-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-5]]:7-[[@LINE-5]]:8>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          FloatLiteral 2.0 <[[@LINE-7]]:12-[[@LINE-7]]:15>
