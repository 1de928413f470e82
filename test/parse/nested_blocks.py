# Blocks nest by indentation; one DEDENT run closes several blocks at once.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, n):
    for i in range(n):
        if i:
            while n:
                pass
    a[0] = 0
    # CHECK:      {{^}}      For <[[@LINE-5]]:5-[[@LINE-2]]:21>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-7]]:9-[[@LINE-7]]:10>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-9]]:14-[[@LINE-9]]:22>
    # CHECK-NEXT: {{^}}            Name range <[[@LINE-10]]:14-[[@LINE-10]]:19>
    # CHECK-NEXT: {{^}}            Name n <[[@LINE-11]]:20-[[@LINE-11]]:21>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          If <[[@LINE-12]]:9-[[@LINE-10]]:21>
    # CHECK-NEXT: {{^}}            if:
    # CHECK-NEXT: {{^}}              Name i <[[@LINE-14]]:12-[[@LINE-14]]:13>
    # CHECK-NEXT: {{^}}            then:
    # CHECK-NEXT: {{^}}              While <[[@LINE-15]]:13-[[@LINE-14]]:21>
    # CHECK-NEXT: {{^}}                condition:
    # CHECK-NEXT: {{^}}                  Name n <[[@LINE-17]]:19-[[@LINE-17]]:20>
    # CHECK-NEXT: {{^}}                body:
    # CHECK-NEXT: {{^}}                  Pass <[[@LINE-18]]:17-[[@LINE-18]]:21>
    # CHECK-NEXT: {{^}}      Assign <[[@LINE-18]]:5-[[@LINE-18]]:13>
    # CHECK-NEXT: {{^}}        targets:
    # CHECK-NEXT: {{^}}          Subscript <[[@LINE-20]]:5-[[@LINE-20]]:9>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-21]]:5-[[@LINE-21]]:6>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-22]]:7-[[@LINE-22]]:8>
    # CHECK-NEXT: {{^}}        value:
    # CHECK-NEXT: {{^}}          IntLiteral 0 <[[@LINE-24]]:12-[[@LINE-24]]:13>
