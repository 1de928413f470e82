# A run of one boolean operator is one node; `and` binds tighter than `or`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit
def kernel(a, b, c, d):
    a and b and c
    # CHECK:      {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:18>
    # CHECK-NEXT: {{^}}        BoolOp and <[[@LINE-2]]:5-[[@LINE-2]]:18>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:11-[[@LINE-4]]:12>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-5]]:17-[[@LINE-5]]:18>
    a or b or c
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:16>
    # CHECK-NEXT: {{^}}        BoolOp or <[[@LINE-2]]:5-[[@LINE-2]]:16>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          Name b <[[@LINE-4]]:10-[[@LINE-4]]:11>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-5]]:15-[[@LINE-5]]:16>
    a or b and c or d
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:22>
    # CHECK-NEXT: {{^}}        BoolOp or <[[@LINE-2]]:5-[[@LINE-2]]:22>
    # CHECK-NEXT: {{^}}          Name a <[[@LINE-3]]:5-[[@LINE-3]]:6>
    # CHECK-NEXT: {{^}}          BoolOp and <[[@LINE-4]]:10-[[@LINE-4]]:17>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:10-[[@LINE-5]]:11>
    # CHECK-NEXT: {{^}}            Name c <[[@LINE-6]]:16-[[@LINE-6]]:17>
    # CHECK-NEXT: {{^}}          Name d <[[@LINE-7]]:21-[[@LINE-7]]:22>
    (a or b) and c
    # CHECK-NEXT: {{^}}      Expr <[[@LINE-1]]:5-[[@LINE-1]]:19>
    # CHECK-NEXT: {{^}}        BoolOp and <[[@LINE-2]]:5-[[@LINE-2]]:19>
    # CHECK-NEXT: {{^}}          BoolOp or <[[@LINE-3]]:6-[[@LINE-3]]:12>
    # CHECK-NEXT: {{^}}            Name a <[[@LINE-4]]:6-[[@LINE-4]]:7>
    # CHECK-NEXT: {{^}}            Name b <[[@LINE-5]]:11-[[@LINE-5]]:12>
    # CHECK-NEXT: {{^}}          Name c <[[@LINE-6]]:18-[[@LINE-6]]:19>
