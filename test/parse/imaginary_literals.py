# Imaginary literals are float literals marked `j`: the complex numbers
# 0 + xj (typing makes them complex128); `1 + 2j` is a sum.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a):
    1j
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:7>
    # CHECK-NEXT: {{^}}        FloatLiteral 1.0j <[[@LINE-2]]:5-[[@LINE-2]]:7>
    2.5J
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:9>
    # CHECK-NEXT: {{^}}        FloatLiteral 2.5j <[[@LINE-2]]:5-[[@LINE-2]]:9>
