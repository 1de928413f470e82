# Expression statements: calls, and expressions whose value is dropped.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    cuda.syncthreads()
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:23>
    # CHECK-NEXT: {{^}}        Call <[[@LINE-2]]:5-[[@LINE-2]]:23>
    # CHECK-NEXT: {{^}}          Attribute .syncthreads <[[@LINE-3]]:5-[[@LINE-3]]:21>
    # CHECK-NEXT: {{^}}            Name cuda <[[@LINE-4]]:5-[[@LINE-4]]:9>
    cuda.atomic.add(a, 0, 1)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:29>
    # CHECK-NEXT: {{^}}        Call <[[@LINE-2]]:5-[[@LINE-2]]:29>
    # CHECK-NEXT: {{^}}          Attribute .add <[[@LINE-3]]:5-[[@LINE-3]]:20>
    # CHECK-NEXT: {{^}}            Attribute .atomic <[[@LINE-4]]:5-[[@LINE-4]]:16>
    # CHECK-NEXT: {{^}}              Name cuda <[[@LINE-5]]:5-[[@LINE-5]]:9>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-6]]:21-[[@LINE-6]]:22>
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-7]]:24-[[@LINE-7]]:25>
    # CHECK-NEXT: {{^}}          IntLiteral 1 <[[@LINE-8]]:27-[[@LINE-8]]:28>
    a[0] + 1
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        Binary + <[[@LINE-2]]:5-[[@LINE-2]]:13>
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-3]]:5-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-5]]:7-[[@LINE-5]]:8>
    # CHECK-NEXT: {{^}}          IntLiteral 1 <[[@LINE-6]]:12-[[@LINE-6]]:13>
