# A constant may be computed from earlier constants.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
N = 32
HALF = N // 2
# CHECK:      {{^}}  Assign <[[@LINE-2]]:1-[[@LINE-2]]:7>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name N <[[@LINE-4]]:1-[[@LINE-4]]:2>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      IntLiteral 32 <[[@LINE-6]]:5-[[@LINE-6]]:7>
# CHECK-NEXT: {{^}}  Assign <[[@LINE-6]]:1-[[@LINE-6]]:14>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name HALF <[[@LINE-8]]:1-[[@LINE-8]]:5>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Binary // <[[@LINE-10]]:8-[[@LINE-10]]:14>
# CHECK-NEXT: {{^}}        Name N <[[@LINE-11]]:8-[[@LINE-11]]:9>
# CHECK-NEXT: {{^}}        IntLiteral 2 <[[@LINE-12]]:13-[[@LINE-12]]:14>
TILE = (N + 1) * 2
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:19>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name TILE <[[@LINE-3]]:1-[[@LINE-3]]:5>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Binary * <[[@LINE-5]]:8-[[@LINE-5]]:19>
# CHECK-NEXT: {{^}}        Binary + <[[@LINE-6]]:9-[[@LINE-6]]:14>
# CHECK-NEXT: {{^}}          Name N <[[@LINE-7]]:9-[[@LINE-7]]:10>
# CHECK-NEXT: {{^}}          IntLiteral 1 <[[@LINE-8]]:13-[[@LINE-8]]:14>
# CHECK-NEXT: {{^}}        IntLiteral 2 <[[@LINE-9]]:18-[[@LINE-9]]:19>
