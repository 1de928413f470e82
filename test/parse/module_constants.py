# Module-level constants: ints, floats, bools and tuples of them.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
TPB = 128
# CHECK:      {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:10>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name TPB <[[@LINE-3]]:1-[[@LINE-3]]:4>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      IntLiteral 128 <[[@LINE-5]]:7-[[@LINE-5]]:10>
SCALE = 0.5
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:12>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name SCALE <[[@LINE-3]]:1-[[@LINE-3]]:6>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      FloatLiteral 0.5 <[[@LINE-5]]:9-[[@LINE-5]]:12>
DEBUG = False
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:14>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name DEBUG <[[@LINE-3]]:1-[[@LINE-3]]:6>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      BoolLiteral False <[[@LINE-5]]:9-[[@LINE-5]]:14>
SHAPE = (16, 16)
# CHECK-NEXT: {{^}}  Assign <[[@LINE-1]]:1-[[@LINE-1]]:17>
# CHECK-NEXT: {{^}}    targets:
# CHECK-NEXT: {{^}}      Name SHAPE <[[@LINE-3]]:1-[[@LINE-3]]:6>
# CHECK-NEXT: {{^}}    value:
# CHECK-NEXT: {{^}}      Tuple <[[@LINE-5]]:9-[[@LINE-5]]:17>
# CHECK-NEXT: {{^}}        IntLiteral 16 <[[@LINE-6]]:10-[[@LINE-6]]:12>
# CHECK-NEXT: {{^}}        IntLiteral 16 <[[@LINE-7]]:14-[[@LINE-7]]:16>
