# A block may be simple statements on the line of its `:`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, x):
    if x: y = 1
    # CHECK:      {{^}}      If <[[@LINE-1]]:5-[[@LINE-1]]:16>
    # CHECK-NEXT: {{^}}        if:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-3]]:8-[[@LINE-3]]:9>
    # CHECK-NEXT: {{^}}        then:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-5]]:11-[[@LINE-5]]:16>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Name y <[[@LINE-7]]:11-[[@LINE-7]]:12>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-9]]:15-[[@LINE-9]]:16>
    while x: x -= 1; a[0] = x
    # CHECK-NEXT: {{^}}      While <[[@LINE-1]]:5-[[@LINE-1]]:30>
    # CHECK-NEXT: {{^}}        condition:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-3]]:11-[[@LINE-3]]:12>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          AugAssign -= <[[@LINE-5]]:14-[[@LINE-5]]:20>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-6]]:14-[[@LINE-6]]:15>
    # CHECK-NEXT: {{^}}            IntLiteral 1 <[[@LINE-7]]:19-[[@LINE-7]]:20>
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-8]]:22-[[@LINE-8]]:30>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Subscript <[[@LINE-10]]:22-[[@LINE-10]]:26>
    # CHECK-NEXT: {{^}}                Name a <[[@LINE-11]]:22-[[@LINE-11]]:23>
    # CHECK-NEXT: {{^}}                IntLiteral 0 <[[@LINE-12]]:24-[[@LINE-12]]:25>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              Name x <[[@LINE-14]]:29-[[@LINE-14]]:30>
    for i in range(4): pass
    # CHECK-NEXT: {{^}}      For <[[@LINE-1]]:5-[[@LINE-1]]:28>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-3]]:9-[[@LINE-3]]:10>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-5]]:14-[[@LINE-5]]:22>
    # CHECK-NEXT: {{^}}            Name range <[[@LINE-6]]:14-[[@LINE-6]]:19>
    # CHECK-NEXT: {{^}}            IntLiteral 4 <[[@LINE-7]]:20-[[@LINE-7]]:21>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-9]]:24-[[@LINE-9]]:28>
    if x: pass
    else: a[0] = 2
    # CHECK-NEXT: {{^}}      If <[[@LINE-2]]:5-[[@LINE-1]]:19>
    # CHECK-NEXT: {{^}}        if:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-4]]:8-[[@LINE-4]]:9>
    # CHECK-NEXT: {{^}}        then:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-6]]:11-[[@LINE-6]]:15>
    # CHECK-NEXT: {{^}}        else:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-7]]:11-[[@LINE-7]]:19>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Subscript <[[@LINE-9]]:11-[[@LINE-9]]:15>
    # CHECK-NEXT: {{^}}                Name a <[[@LINE-10]]:11-[[@LINE-10]]:12>
    # CHECK-NEXT: {{^}}                IntLiteral 0 <[[@LINE-11]]:13-[[@LINE-11]]:14>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 2 <[[@LINE-13]]:18-[[@LINE-13]]:19>
