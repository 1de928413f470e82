# All thirteen augmented assignment operators.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, x):
    x += 1
    # CHECK:      {{^}}      AugAssign += <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x -= 1
    # CHECK-NEXT: {{^}}      AugAssign -= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x *= 2
    # CHECK-NEXT: {{^}}      AugAssign *= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 2 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x /= 2
    # CHECK-NEXT: {{^}}      AugAssign /= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 2 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x //= 2
    # CHECK-NEXT: {{^}}      AugAssign //= <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 2 <[[@LINE-3]]:11-[[@LINE-3]]:12>
    x %= 3
    # CHECK-NEXT: {{^}}      AugAssign %= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 3 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x **= 2
    # CHECK-NEXT: {{^}}      AugAssign **= <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 2 <[[@LINE-3]]:11-[[@LINE-3]]:12>
    x @= x
    # CHECK-NEXT: {{^}}      AugAssign @= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x &= 1
    # CHECK-NEXT: {{^}}      AugAssign &= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x |= 1
    # CHECK-NEXT: {{^}}      AugAssign |= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x ^= 1
    # CHECK-NEXT: {{^}}      AugAssign ^= <[[@LINE-1]]:5-[[@LINE-1]]:11>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-3]]:10-[[@LINE-3]]:11>
    x <<= 1
    # CHECK-NEXT: {{^}}      AugAssign <<= <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-3]]:11-[[@LINE-3]]:12>
    x >>= 1
    # CHECK-NEXT: {{^}}      AugAssign >>= <[[@LINE-1]]:5-[[@LINE-1]]:12>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-2]]:5-[[@LINE-2]]:6>
    # CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-3]]:11-[[@LINE-3]]:12>
    a[0] += x
    # CHECK-NEXT: {{^}}      AugAssign += <[[@LINE-1]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        Subscript <[[@LINE-2]]:5-[[@LINE-2]]:9>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-4]]:7-[[@LINE-4]]:8>
    # CHECK-NEXT: {{^}}        Name x <[[@LINE-5]]:13-[[@LINE-5]]:14>
