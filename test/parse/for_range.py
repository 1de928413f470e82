# `for` over `range` with one, two and three arguments, and a negative step.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, n):
    for i in range(n):
        a[i] = 0
    # CHECK:      {{^}}      For <[[@LINE-2]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-4]]:9-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-6]]:14-[[@LINE-6]]:22>
    # CHECK-NEXT: {{^}}            Name range <[[@LINE-7]]:14-[[@LINE-7]]:19>
    # CHECK-NEXT: {{^}}            Name n <[[@LINE-8]]:20-[[@LINE-8]]:21>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-9]]:9-[[@LINE-9]]:17>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Subscript <[[@LINE-11]]:9-[[@LINE-11]]:13>
    # CHECK-NEXT: {{^}}                Name a <[[@LINE-12]]:9-[[@LINE-12]]:10>
    # CHECK-NEXT: {{^}}                Name i <[[@LINE-13]]:11-[[@LINE-13]]:12>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 0 <[[@LINE-15]]:16-[[@LINE-15]]:17>
    for i in range(1, n):
        pass
    # CHECK-NEXT: {{^}}      For <[[@LINE-2]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-4]]:9-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-6]]:14-[[@LINE-6]]:25>
    # CHECK-NEXT: {{^}}            Name range <[[@LINE-7]]:14-[[@LINE-7]]:19>
    # CHECK-NEXT: {{^}}            IntLiteral 1 <[[@LINE-8]]:20-[[@LINE-8]]:21>
    # CHECK-NEXT: {{^}}            Name n <[[@LINE-9]]:23-[[@LINE-9]]:24>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-10]]:9-[[@LINE-10]]:13>
    for i in range(n - 1, -1, -1):
        pass
    # CHECK-NEXT: {{^}}      For <[[@LINE-2]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-4]]:9-[[@LINE-4]]:10>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-6]]:14-[[@LINE-6]]:34>
    # CHECK-NEXT: {{^}}            Name range <[[@LINE-7]]:14-[[@LINE-7]]:19>
    # CHECK-NEXT: {{^}}            Binary - <[[@LINE-8]]:20-[[@LINE-8]]:25>
    # CHECK-NEXT: {{^}}              Name n <[[@LINE-9]]:20-[[@LINE-9]]:21>
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-10]]:24-[[@LINE-10]]:25>
    # CHECK-NEXT: {{^}}            Unary - <[[@LINE-11]]:27-[[@LINE-11]]:29>
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-12]]:28-[[@LINE-12]]:29>
    # CHECK-NEXT: {{^}}            Unary - <[[@LINE-13]]:31-[[@LINE-13]]:33>
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-14]]:32-[[@LINE-14]]:33>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-15]]:9-[[@LINE-15]]:13>
    for i in range(0, n, 2):
        pass
    else:
        a[0] = 1
    # CHECK-NEXT: {{^}}      For <[[@LINE-4]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Name i <[[@LINE-6]]:9-[[@LINE-6]]:10>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Call <[[@LINE-8]]:14-[[@LINE-8]]:28>
    # CHECK-NEXT: {{^}}            Name range <[[@LINE-9]]:14-[[@LINE-9]]:19>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-10]]:20-[[@LINE-10]]:21>
    # CHECK-NEXT: {{^}}            Name n <[[@LINE-11]]:23-[[@LINE-11]]:24>
    # CHECK-NEXT: {{^}}            IntLiteral 2 <[[@LINE-12]]:26-[[@LINE-12]]:27>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-13]]:9-[[@LINE-13]]:13>
    # CHECK-NEXT: {{^}}        else:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-13]]:9-[[@LINE-13]]:17>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Subscript <[[@LINE-15]]:9-[[@LINE-15]]:13>
    # CHECK-NEXT: {{^}}                Name a <[[@LINE-16]]:9-[[@LINE-16]]:10>
    # CHECK-NEXT: {{^}}                IntLiteral 0 <[[@LINE-17]]:11-[[@LINE-17]]:12>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-19]]:16-[[@LINE-19]]:17>
