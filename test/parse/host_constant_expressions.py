# Module constants are host context: constructs that kernels lack (a
# comprehension, a lambda, a dict, an f-string) are kept as Unsupported nodes
# without an error.
# RUN: %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
SQUARES = [i * i for i in range(4)]
# CHECK:      {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:36>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name SQUARES <[[@LINE-3]]:1-[[@LINE-3]]:8>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Unsupported (a list comprehension) <[[@LINE-5]]:11-[[@LINE-5]]:36>
F = lambda x: x + 1
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:20>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name F <[[@LINE-3]]:1-[[@LINE-3]]:2>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Unsupported (a lambda) <[[@LINE-5]]:5-[[@LINE-5]]:20>
TABLE = {"a": 1}
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:17>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name TABLE <[[@LINE-3]]:1-[[@LINE-3]]:6>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Unsupported (a dict display) <[[@LINE-5]]:9-[[@LINE-5]]:17>
NAME = f"{F}"
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:14>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name NAME <[[@LINE-3]]:1-[[@LINE-3]]:5>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Unsupported (an f-string) <[[@LINE-5]]:8-[[@LINE-5]]:14>
