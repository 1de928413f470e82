# A top-level class is host code, skipped and named in the dump.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
class Runner:
    def __init__(self, n):
        self.n = lambda: n

    def run(self):
        with open("x") as f:
            pass
# CHECK:      {{^}}  Skipped (a class `Runner`) <[[@LINE-7]]:1-[[@LINE-1]]:17>
N = 4
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:6>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name N <[[@LINE-3]]:1-[[@LINE-3]]:2>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      IntLiteral 4 <[[@LINE-5]]:5-[[@LINE-5]]:6>
