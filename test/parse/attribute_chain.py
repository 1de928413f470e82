# Attribute chains, and attributes combined with subscripts and calls.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    cuda.threadIdx.x
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:21>
    # CHECK-NEXT: {{^}}        Attribute .x <[[@LINE-2]]:5-[[@LINE-2]]:21>
    # CHECK-NEXT: {{^}}          Attribute .threadIdx <[[@LINE-3]]:5-[[@LINE-3]]:19>
    # CHECK-NEXT: {{^}}            Name cuda <[[@LINE-4]]:5-[[@LINE-4]]:9>
    a.shape[0]
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:15>
    # CHECK-NEXT: {{^}}          Attribute .shape <[[@LINE-3]]:5-[[@LINE-3]]:12>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-5]]:13-[[@LINE-5]]:14>
    a[0].real
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Attribute .real <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-3]]:5-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-5]]:7-[[@LINE-5]]:8>
    cuda.blockIdx.x * cuda.blockDim.x
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:38>
    # CHECK-NEXT: {{^}}        Binary * <[[@LINE-2]]:5-[[@LINE-2]]:38>
    # CHECK-NEXT: {{^}}          Attribute .x <[[@LINE-3]]:5-[[@LINE-3]]:20>
    # CHECK-NEXT: {{^}}            Attribute .blockIdx <[[@LINE-4]]:5-[[@LINE-4]]:18>
    # CHECK-NEXT: {{^}}              Name cuda <[[@LINE-5]]:5-[[@LINE-5]]:9>
    # CHECK-NEXT: {{^}}          Attribute .x <[[@LINE-6]]:23-[[@LINE-6]]:38>
    # CHECK-NEXT: {{^}}            Attribute .blockDim <[[@LINE-7]]:23-[[@LINE-7]]:36>
    # CHECK-NEXT: {{^}}              Name cuda <[[@LINE-8]]:23-[[@LINE-8]]:27>
