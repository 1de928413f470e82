# `if`/`elif`/`else` arms stay flat in one If node, however many `elif`s.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, x):
    if x < 0:
        y = 1
    elif x == 0:
        pass
    elif a:
        y = 2
    else:
        y = 3
    # CHECK:      {{^}}      If <[[@LINE-8]]:5-[[@LINE-1]]:14>
    # CHECK-NEXT: {{^}}        if:
    # CHECK-NEXT: {{^}}          Compare < <[[@LINE-10]]:8-[[@LINE-10]]:13>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-11]]:8-[[@LINE-11]]:9>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-12]]:12-[[@LINE-12]]:13>
    # CHECK-NEXT: {{^}}        then:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-13]]:9-[[@LINE-13]]:14>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Name y <[[@LINE-15]]:9-[[@LINE-15]]:10>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 1 <[[@LINE-17]]:13-[[@LINE-17]]:14>
    # CHECK-NEXT: {{^}}        elif:
    # CHECK-NEXT: {{^}}          Compare == <[[@LINE-18]]:10-[[@LINE-18]]:16>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-19]]:10-[[@LINE-19]]:11>
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-20]]:15-[[@LINE-20]]:16>
    # CHECK-NEXT: {{^}}        then:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-21]]:9-[[@LINE-21]]:13>
    # CHECK-NEXT: {{^}}        elif:
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-22]]:10-[[@LINE-22]]:11>
    # CHECK-NEXT: {{^}}        then:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-23]]:9-[[@LINE-23]]:14>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Name y <[[@LINE-25]]:9-[[@LINE-25]]:10>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 2 <[[@LINE-27]]:13-[[@LINE-27]]:14>
    # CHECK-NEXT: {{^}}        else:
    # CHECK-NEXT: {{^}}          Assign <[[@LINE-27]]:9-[[@LINE-27]]:14>
    # CHECK-NEXT: {{^}}            targets:
    # CHECK-NEXT: {{^}}              Name y <[[@LINE-29]]:9-[[@LINE-29]]:10>
    # CHECK-NEXT: {{^}}            value:
    # CHECK-NEXT: {{^}}              IntLiteral 3 <[[@LINE-31]]:13-[[@LINE-31]]:14>
    if x:
        pass
    # CHECK-NEXT: {{^}}      If <[[@LINE-2]]:5-[[@LINE-1]]:13>
    # CHECK-NEXT: {{^}}        if:
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-4]]:8-[[@LINE-4]]:9>
    # CHECK-NEXT: {{^}}        then:
    # CHECK-NEXT: {{^}}          Pass <[[@LINE-5]]:9-[[@LINE-5]]:13>
