# Several module constants bound by one tuple assignment.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
BX, BY = 16, 8
# CHECK:      {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:15>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Tuple <[[@LINE-3]]:1-[[@LINE-3]]:7>
# CHECK-NEXT: {{^}}        Name BX <[[@LINE-4]]:1-[[@LINE-4]]:3>
# CHECK-NEXT: {{^}}        Name BY <[[@LINE-5]]:5-[[@LINE-5]]:7>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Tuple <[[@LINE-7]]:10-[[@LINE-7]]:15>
# CHECK-NEXT: {{^}}        IntLiteral 16 <[[@LINE-8]]:10-[[@LINE-8]]:12>
# CHECK-NEXT: {{^}}        IntLiteral 8 <[[@LINE-9]]:14-[[@LINE-9]]:15>
ROWS, COLS, = (4, 4)
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:21>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Tuple <[[@LINE-3]]:1-[[@LINE-3]]:12>
# CHECK-NEXT: {{^}}        Name ROWS <[[@LINE-4]]:1-[[@LINE-4]]:5>
# CHECK-NEXT: {{^}}        Name COLS <[[@LINE-5]]:7-[[@LINE-5]]:11>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Tuple <[[@LINE-7]]:15-[[@LINE-7]]:21>
# CHECK-NEXT: {{^}}        IntLiteral 4 <[[@LINE-8]]:16-[[@LINE-8]]:17>
# CHECK-NEXT: {{^}}        IntLiteral 4 <[[@LINE-9]]:19-[[@LINE-9]]:20>
