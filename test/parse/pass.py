# `pass` as a whole body and among other statements.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    pass
    a[0] = 1
    pass
    # CHECK:      {{^}}      Pass <[[@LINE-3]]:5-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-3]]:5-[[@LINE-3]]:13>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-5]]:5-[[@LINE-5]]:9>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-6]]:5-[[@LINE-6]]:6>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-7]]:7-[[@LINE-7]]:8>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          IntLiteral 1 <[[@LINE-9]]:12-[[@LINE-9]]:13>
    # CHECK-NEXT: {{^}}      Pass <[[@LINE-9]]:5-[[@LINE-9]]:9>
