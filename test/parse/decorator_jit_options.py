# Decorator options are keyword arguments of the `cuda.jit` call.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit(device=True, cache=True)
def helper(x):
    return x
# CHECK:      {{^}}  ImportFrom numba: cuda <[[@LINE-6]]:1-[[@LINE-6]]:23>
# CHECK-NEXT: {{^}}  FunctionDef helper(x) <[[@LINE-4]]:1-[[@LINE-2]]:13>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Call <[[@LINE-6]]:2-[[@LINE-6]]:35>
# CHECK-NEXT: {{^}}        Attribute .jit <[[@LINE-7]]:2-[[@LINE-7]]:10>
# CHECK-NEXT: {{^}}          Name cuda <[[@LINE-8]]:2-[[@LINE-8]]:6>
# CHECK-NEXT: {{^}}        Keyword device <[[@LINE-9]]:11-[[@LINE-9]]:17>
# CHECK-NEXT: {{^}}          BoolLiteral True <[[@LINE-10]]:18-[[@LINE-10]]:22>
# CHECK-NEXT: {{^}}        Keyword cache <[[@LINE-11]]:24-[[@LINE-11]]:29>
# CHECK-NEXT: {{^}}          BoolLiteral True <[[@LINE-12]]:30-[[@LINE-12]]:34>
# CHECK-NEXT: {{^}}    Param x <[[@LINE-12]]:12-[[@LINE-12]]:13>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Return <[[@LINE-13]]:5-[[@LINE-13]]:13>
# CHECK-NEXT: {{^}}        Name x <[[@LINE-14]]:12-[[@LINE-14]]:13>


@cuda.jit(fastmath=True)
def kernel(a):
    pass
# CHECK-NEXT: {{^}}  FunctionDef kernel(a) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Call <[[@LINE-5]]:2-[[@LINE-5]]:25>
# CHECK-NEXT: {{^}}        Attribute .jit <[[@LINE-6]]:2-[[@LINE-6]]:10>
# CHECK-NEXT: {{^}}          Name cuda <[[@LINE-7]]:2-[[@LINE-7]]:6>
# CHECK-NEXT: {{^}}        Keyword fastmath <[[@LINE-8]]:11-[[@LINE-8]]:19>
# CHECK-NEXT: {{^}}          BoolLiteral True <[[@LINE-9]]:20-[[@LINE-9]]:24>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-9]]:12-[[@LINE-9]]:13>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-10]]:5-[[@LINE-10]]:9>
