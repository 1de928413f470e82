# `@cuda.jit` on a `def` makes a kernel: it is parsed, not skipped.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    pass
# CHECK:      {{^}}  ImportFrom numba: cuda <[[@LINE-6]]:1-[[@LINE-6]]:23>
# CHECK-NEXT: {{^}}  FunctionDef kernel(a) <[[@LINE-4]]:1-[[@LINE-2]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Attribute .jit <[[@LINE-6]]:2-[[@LINE-6]]:10>
# CHECK-NEXT: {{^}}        Name cuda <[[@LINE-7]]:2-[[@LINE-7]]:6>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-7]]:12-[[@LINE-7]]:13>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-8]]:5-[[@LINE-8]]:9>
