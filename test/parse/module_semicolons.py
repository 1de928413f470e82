# At module level, simple statements joined by `;` are taken one by one:
# imports and constants are parsed, host code among them is skipped.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
import math; from numba import cuda
# CHECK:      {{^}}  Import math <[[@LINE-1]]:1-[[@LINE-1]]:12>
# CHECK-NEXT: {{^}}  ImportFrom numba: cuda <[[@LINE-2]]:14-[[@LINE-2]]:36>
N = 4; print(N); M = N + 1;
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:6>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name N <[[@LINE-3]]:1-[[@LINE-3]]:2>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      IntLiteral 4 <[[@LINE-5]]:5-[[@LINE-5]]:6>
# CHECK-NEXT: {{^}}  Skipped (host code) <[[@LINE-6]]:8-[[@LINE-6]]:16>
# CHECK-NEXT: {{^}}  Assign <[[@LINE-7]]:18-[[@LINE-7]]:27>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name M <[[@LINE-9]]:18-[[@LINE-9]]:19>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Binary + <[[@LINE-11]]:22-[[@LINE-11]]:27>
# CHECK-NEXT: {{^}}        Name N <[[@LINE-12]]:22-[[@LINE-12]]:23>
# CHECK-NEXT: {{^}}        IntLiteral 1 <[[@LINE-13]]:26-[[@LINE-13]]:27>
