# Calls with positional and keyword arguments, and a trailing comma.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    f()
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:8>
    # CHECK-NEXT: {{^}}        Call <[[@LINE-2]]:5-[[@LINE-2]]:8>
    # CHECK-NEXT: {{^}}          Name f <[[@LINE-3]]:5-[[@LINE-3]]:6>
    f(a, b=1)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Call <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Name f <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-4]]:7-[[@LINE-4]]:8>
    # CHECK-NEXT: {{^}}          Keyword b <[[@LINE-5]]:10-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}            IntLiteral 1 <[[@LINE-6]]:12-[[@LINE-6]]:13>
    cuda.shared.array(shape=(32, 32), dtype=float32,)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:54>
    # CHECK-NEXT: {{^}}        Call <[[@LINE-2]]:5-[[@LINE-2]]:54>
    # CHECK-NEXT: {{^}}          Attribute .array <[[@LINE-3]]:5-[[@LINE-3]]:22>
    # CHECK-NEXT: {{^}}            Attribute .shared <[[@LINE-4]]:5-[[@LINE-4]]:16>
    # CHECK-NEXT: {{^}}              Name cuda <[[@LINE-5]]:5-[[@LINE-5]]:9>
    # CHECK-NEXT: {{^}}          Keyword shape <[[@LINE-6]]:23-[[@LINE-6]]:28>
    # CHECK-NEXT: {{^}}            Tuple <[[@LINE-7]]:29-[[@LINE-7]]:37>
    # CHECK-NEXT: {{^}}              IntLiteral 32 <[[@LINE-8]]:30-[[@LINE-8]]:32>
    # CHECK-NEXT: {{^}}              IntLiteral 32 <[[@LINE-9]]:34-[[@LINE-9]]:36>
    # CHECK-NEXT: {{^}}          Keyword dtype <[[@LINE-10]]:39-[[@LINE-10]]:44>
    # CHECK-NEXT: {{^}}            Name float32 <[[@LINE-11]]:45-[[@LINE-11]]:52>
    f(a)(b)
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Call <[[@LINE-2]]:5-[[@LINE-2]]:12>
    # CHECK-NEXT: {{^}}          Call <[[@LINE-3]]:5-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}            Name f <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-5]]:7-[[@LINE-5]]:8>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-6]]:10-[[@LINE-6]]:11>
