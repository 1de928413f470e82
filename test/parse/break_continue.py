# `break` and `continue` inside loops, also nested in an `if`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, n):
    for i in range(n):
        if a[i] < 0:
            continue
        while True:
            break
        break
    # CHECK:      {{^}}      For <[[@LINE-6]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-8]]:9-[[@LINE-8]]:10>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-10]]:14-[[@LINE-10]]:22>
    # CHECK-NEXT: {{^}}            Name range <[[@LINE-11]]:14-[[@LINE-11]]:19>
    # CHECK-NEXT: {{^}}            Name n <[[@LINE-12]]:20-[[@LINE-12]]:21>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          If <[[@LINE-13]]:9-[[@LINE-12]]:21>
    # CHECK-NEXT: {{^}}            if:
    # CHECK-NEXT: {{^}}              Compare < <[[@LINE-15]]:12-[[@LINE-15]]:20>
    # CHECK-NEXT: {{^}}                Subscript <[[@LINE-16]]:12-[[@LINE-16]]:16>
    # CHECK-NEXT: {{^}}                  Name a <[[@LINE-17]]:12-[[@LINE-17]]:13>
    # CHECK-NEXT: {{^}}                  Name i <[[@LINE-18]]:14-[[@LINE-18]]:15>
    # CHECK-NEXT: {{^}}                IntLiteral 0 <[[@LINE-19]]:19-[[@LINE-19]]:20>
    # CHECK-NEXT: {{^}}            then:
    # CHECK-NEXT: {{^}}              Continue <[[@LINE-20]]:13-[[@LINE-20]]:21>
    # CHECK-NEXT: {{^}}          While <[[@LINE-20]]:9-[[@LINE-19]]:18>
    # CHECK-NEXT: {{^}}            condition:
    # CHECK-NEXT: {{^}}              BoolLiteral True <[[@LINE-22]]:15-[[@LINE-22]]:19>
    # CHECK-NEXT: {{^}}            body:
    # CHECK-NEXT: {{^}}              Break <[[@LINE-23]]:13-[[@LINE-23]]:18>
    # CHECK-NEXT: {{^}}          Break <[[@LINE-23]]:9-[[@LINE-23]]:14>
