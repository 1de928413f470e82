# Annotated module constants, with and without a value.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
TPB: int = 256
# CHECK:      {{^}}  AnnAssign <[[@LINE-1]]:1-[[@LINE-1]]:15>
# CHECK-NEXT: {{^}}    target:
# CHECK-NEXT: {{^}}      Name TPB <[[@LINE-3]]:1-[[@LINE-3]]:4>
# CHECK-NEXT: {{^}}    annotation:
# CHECK-NEXT: {{^}}      Name int <[[@LINE-5]]:6-[[@LINE-5]]:9>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      IntLiteral 256 <[[@LINE-7]]:12-[[@LINE-7]]:15>
EPS: float
# CHECK-NEXT: {{^}}  AnnAssign <[[@LINE-1]]:1-[[@LINE-1]]:11>
# CHECK-NEXT: {{^}}    target:
# CHECK-NEXT: {{^}}      Name EPS <[[@LINE-3]]:1-[[@LINE-3]]:4>
# CHECK-NEXT: {{^}}    annotation:
# CHECK-NEXT: {{^}}      Name float <[[@LINE-5]]:6-[[@LINE-5]]:11>
