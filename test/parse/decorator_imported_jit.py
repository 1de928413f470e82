# `@jit` is a CUDA kernel only after `from numba.cuda import jit`; the name
# bound by an alias works too. Numba's CPU `jit` makes a device function
# that kernels may call (Numba compiles it for the GPU when they do).
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import jit as cpu_jit
from numba.cuda import jit
from numba.cuda import jit as gpu


@jit
def first(a):
    pass
# CHECK:      {{^}}  FunctionDef first(a) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Name jit <[[@LINE-5]]:2-[[@LINE-5]]:5>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-5]]:11-[[@LINE-5]]:12>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-6]]:5-[[@LINE-6]]:9>


@gpu(device=True)
def second(a):
    pass
# CHECK-NEXT: {{^}}  FunctionDef second(a) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Call <[[@LINE-5]]:2-[[@LINE-5]]:18>
# CHECK-NEXT: {{^}}        Name gpu <[[@LINE-6]]:2-[[@LINE-6]]:5>
# CHECK-NEXT: {{^}}        Keyword device <[[@LINE-7]]:6-[[@LINE-7]]:12>
# CHECK-NEXT: {{^}}          BoolLiteral True <[[@LINE-8]]:13-[[@LINE-8]]:17>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-8]]:12-[[@LINE-8]]:13>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-9]]:5-[[@LINE-9]]:9>


@cpu_jit
def third(a):
    pass
# CHECK-NEXT: {{^}}  FunctionDef third(a) (Numba CPU jit) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Name cpu_jit <[[@LINE-5]]:2-[[@LINE-5]]:9>
