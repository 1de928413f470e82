# An eager signature is a string argument of `cuda.jit`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit("void(float32[:], int32)")
def kernel(a, n):
    pass
# CHECK:      {{^}}  ImportFrom numba: cuda <[[@LINE-6]]:1-[[@LINE-6]]:23>
# CHECK-NEXT: {{^}}  FunctionDef kernel(a, n) <[[@LINE-4]]:1-[[@LINE-2]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Call <[[@LINE-6]]:2-[[@LINE-6]]:37>
# CHECK-NEXT: {{^}}        Attribute .jit <[[@LINE-7]]:2-[[@LINE-7]]:10>
# CHECK-NEXT: {{^}}          Name cuda <[[@LINE-8]]:2-[[@LINE-8]]:6>
# CHECK-NEXT: {{^}}        StringLiteral "void(float32[:], int32)" <[[@LINE-9]]:11-[[@LINE-9]]:36>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-9]]:12-[[@LINE-9]]:13>
# CHECK-NEXT: {{^}}    Param n <[[@LINE-10]]:15-[[@LINE-10]]:16>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-11]]:5-[[@LINE-11]]:9>
