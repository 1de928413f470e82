# Conditional expressions group to the right and bind looser than `or`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a if b else c
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:18>
    # CHECK-NEXT: {{^}}        Conditional <[[@LINE-2]]:5-[[@LINE-2]]:18>
    # CHECK-NEXT: {{^}}          condition:
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-4]]:10-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}          then:
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-6]]:5-[[@LINE-6]]:6>
    # CHECK-NEXT: {{^}}          else:
    # CHECK-NEXT: {{^}}            Name c <[[@LINE-8]]:17-[[@LINE-8]]:18>
    a if b else c if d else 0
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:30>
    # CHECK-NEXT: {{^}}        Conditional <[[@LINE-2]]:5-[[@LINE-2]]:30>
    # CHECK-NEXT: {{^}}          condition:
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-4]]:10-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}          then:
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-6]]:5-[[@LINE-6]]:6>
    # CHECK-NEXT: {{^}}          else:
    # CHECK-NEXT: {{^}}            Conditional <[[@LINE-8]]:17-[[@LINE-8]]:30>
    # CHECK-NEXT: {{^}}              condition:
    # CHECK-NEXT: {{^}}                Name d <[[@LINE-10]]:22-[[@LINE-10]]:23>
    # CHECK-NEXT: {{^}}              then:
    # CHECK-NEXT: {{^}}                Name c <[[@LINE-12]]:17-[[@LINE-12]]:18>
    # CHECK-NEXT: {{^}}              else:
    # CHECK-NEXT: {{^}}                IntLiteral 0 <[[@LINE-14]]:29-[[@LINE-14]]:30>
    (a if b else c) if d else 0
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:32>
    # CHECK-NEXT: {{^}}        Conditional <[[@LINE-2]]:5-[[@LINE-2]]:32>
    # CHECK-NEXT: {{^}}          condition:
    # CHECK-NEXT: {{^}}            Name d <[[@LINE-4]]:24-[[@LINE-4]]:25>
    # CHECK-NEXT: {{^}}          then:
    # CHECK-NEXT: {{^}}            Conditional <[[@LINE-6]]:6-[[@LINE-6]]:19>
    # CHECK-NEXT: {{^}}              condition:
    # CHECK-NEXT: {{^}}                Name b <[[@LINE-8]]:11-[[@LINE-8]]:12>
    # CHECK-NEXT: {{^}}              then:
    # CHECK-NEXT: {{^}}                Name a <[[@LINE-10]]:6-[[@LINE-10]]:7>
    # CHECK-NEXT: {{^}}              else:
    # CHECK-NEXT: {{^}}                Name c <[[@LINE-12]]:18-[[@LINE-12]]:19>
    # CHECK-NEXT: {{^}}          else:
    # CHECK-NEXT: {{^}}            IntLiteral 0 <[[@LINE-14]]:31-[[@LINE-14]]:32>
    a or b if c and d else -a
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:30>
    # CHECK-NEXT: {{^}}        Conditional <[[@LINE-2]]:5-[[@LINE-2]]:30>
    # CHECK-NEXT: {{^}}          condition:
    # CHECK-NEXT: {{^}}            BoolOp and <[[@LINE-4]]:15-[[@LINE-4]]:22>
    # CHECK-NEXT: {{^}}              Name c <[[@LINE-5]]:15-[[@LINE-5]]:16>
    # CHECK-NEXT: {{^}}              Name d <[[@LINE-6]]:21-[[@LINE-6]]:22>
    # CHECK-NEXT: {{^}}          then:
    # CHECK-NEXT: {{^}}            BoolOp or <[[@LINE-8]]:5-[[@LINE-8]]:11>
    # CHECK-NEXT: {{^}}              Name a <[[@LINE-9]]:5-[[@LINE-9]]:6>
    # CHECK-NEXT: {{^}}              Name b <[[@LINE-10]]:10-[[@LINE-10]]:11>
    # CHECK-NEXT: {{^}}          else:
    # CHECK-NEXT: {{^}}            Unary - <[[@LINE-12]]:28-[[@LINE-12]]:30>
    # CHECK-NEXT: {{^}}              Name a <[[@LINE-13]]:29-[[@LINE-13]]:30>
