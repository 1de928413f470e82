# `@` is matrix multiplication, at the level of `*`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a @ b
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:10>
    # CHECK-NEXT: {{^}}        Binary @ <[[@LINE-2]]:5-[[@LINE-2]]:10>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:9-[[@LINE-4]]:10>
    a @ b * c
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Binary * <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Binary @ <[[@LINE-3]]:5-[[@LINE-3]]:10>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:5-[[@LINE-4]]:6>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-6]]:13-[[@LINE-6]]:14>
    a + b @ c
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Binary + <[[@LINE-2]]:5-[[@LINE-2]]:14>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Binary @ <[[@LINE-4]]:9-[[@LINE-4]]:14>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}            Name c <[[@LINE-6]]:13-[[@LINE-6]]:14>
