# Parameters with annotations and defaults, and a return annotation.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda, float32, int32


@cuda.jit(device=True)
def clamp(x: float32, lo=0.0, hi: float32 = 1.0) -> float32:
    return x
# CHECK:      {{^}}  FunctionDef clamp(x, lo, hi) <[[@LINE-3]]:1-[[@LINE-1]]:13>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Call <[[@LINE-5]]:2-[[@LINE-5]]:23>
# CHECK-NEXT: {{^}}        Attribute .jit <[[@LINE-6]]:2-[[@LINE-6]]:10>
# CHECK-NEXT: {{^}}          Name cuda <[[@LINE-7]]:2-[[@LINE-7]]:6>
# CHECK-NEXT: {{^}}        Keyword device <[[@LINE-8]]:11-[[@LINE-8]]:17>
# CHECK-NEXT: {{^}}          BoolLiteral True <[[@LINE-9]]:18-[[@LINE-9]]:22>
# CHECK-NEXT: {{^}}    Param x <[[@LINE-9]]:11-[[@LINE-9]]:21>
# CHECK-NEXT: {{^}}      annotation:
# CHECK-NEXT: {{^}}        Name float32 <[[@LINE-11]]:14-[[@LINE-11]]:21>
# CHECK-NEXT: {{^}}    Param lo <[[@LINE-12]]:23-[[@LINE-12]]:29>
# CHECK-NEXT: {{^}}      default:
# CHECK-NEXT: {{^}}        FloatLiteral 0.0 <[[@LINE-14]]:26-[[@LINE-14]]:29>
# CHECK-NEXT: {{^}}    Param hi <[[@LINE-15]]:31-[[@LINE-15]]:48>
# CHECK-NEXT: {{^}}      annotation:
# CHECK-NEXT: {{^}}        Name float32 <[[@LINE-17]]:35-[[@LINE-17]]:42>
# CHECK-NEXT: {{^}}      default:
# CHECK-NEXT: {{^}}        FloatLiteral 1.0 <[[@LINE-19]]:45-[[@LINE-19]]:48>
# CHECK-NEXT: {{^}}    returns:
# CHECK-NEXT: {{^}}      Name float32 <[[@LINE-21]]:53-[[@LINE-21]]:60>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Return <[[@LINE-22]]:5-[[@LINE-22]]:13>
# CHECK-NEXT: {{^}}        Name x <[[@LINE-23]]:12-[[@LINE-23]]:13>


@cuda.jit
def kernel(a, n,):
    pass
# CHECK-NEXT: {{^}}  FunctionDef kernel(a, n) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Attribute .jit <[[@LINE-5]]:2-[[@LINE-5]]:10>
# CHECK-NEXT: {{^}}        Name cuda <[[@LINE-6]]:2-[[@LINE-6]]:6>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-6]]:12-[[@LINE-6]]:13>
# CHECK-NEXT: {{^}}    Param n <[[@LINE-7]]:15-[[@LINE-7]]:16>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-8]]:5-[[@LINE-8]]:9>
