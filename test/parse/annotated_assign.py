# Annotated assignment, with and without a value.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda, float32


@cuda.jit
def kernel(a):
    acc: float32 = 0.0
    # CHECK:      {{^}}      AnnAssign <[[@LINE-1]]:5-[[@LINE-1]]:23>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name acc <[[@LINE-3]]:5-[[@LINE-3]]:8>
    # CHECK-NEXT: {{^}}        annotation:
    # CHECK-NEXT: {{^}}          Name float32 <[[@LINE-5]]:10-[[@LINE-5]]:17>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          FloatLiteral 0.0 <[[@LINE-7]]:20-[[@LINE-7]]:23>
    count: int
    # CHECK-NEXT: {{^}}      AnnAssign <[[@LINE-1]]:5-[[@LINE-1]]:15>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name count <[[@LINE-3]]:5-[[@LINE-3]]:10>
    # CHECK-NEXT: {{^}}        annotation:
    # CHECK-NEXT: {{^}}          Name int <[[@LINE-5]]:12-[[@LINE-5]]:15>
