# Other top-level statements (loops, calls, attribute and augmented
# assignments, `try`, `with`, `match`) are host code; consecutive ones merge
# into one skipped node.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
import numpy as np

for i in range(3):
    print(i)
print("done")
np.random.seed(0)
config.size = 4
total += 1
try:
    import cupy
except ImportError:
    cupy = None
with open("log") as f:
    pass
match np.__version__:
    case "2":
        pass
# CHECK:      {{^}}  Skipped (host code) <[[@LINE-15]]:1-[[@LINE-1]]:13>
N = 1
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:6>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name N <[[@LINE-3]]:1-[[@LINE-3]]:2>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      IntLiteral 1 <[[@LINE-5]]:5-[[@LINE-5]]:6>
