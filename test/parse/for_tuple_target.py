# A `for` target may be a tuple, bare or parenthesized.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, pairs):
    for i, j in pairs:
        pass
    # CHECK:      {{^}}      For <[[@LINE-2]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-4]]:9-[[@LINE-4]]:13>
    # CHECK-NEXT: {{^}}            Name i <[[@LINE-5]]:9-[[@LINE-5]]:10>
    # CHECK-NEXT: {{^}}            Name j <[[@LINE-6]]:12-[[@LINE-6]]:13>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Name pairs <[[@LINE-8]]:17-[[@LINE-8]]:22>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-9]]:9-[[@LINE-9]]:13>
    for (i, j), in pairs:
        pass
    # CHECK-NEXT: {{^}}      For <[[@LINE-2]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        target:
    # CHECK-NEXT: {{^}}          Tuple <[[@LINE-4]]:9-[[@LINE-4]]:16>
    # CHECK-NEXT: {{^}}            Tuple <[[@LINE-5]]:9-[[@LINE-5]]:15>
    # CHECK-NEXT: {{^}}              Name i <[[@LINE-6]]:10-[[@LINE-6]]:11>
    # CHECK-NEXT: {{^}}              Name j <[[@LINE-7]]:13-[[@LINE-7]]:14>
    # CHECK-NEXT: {{^}}        iterable:
    # CHECK-NEXT: {{^}}          Name pairs <[[@LINE-9]]:20-[[@LINE-9]]:25>
    # CHECK-NEXT: {{^}}        body:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-10]]:9-[[@LINE-10]]:13>
