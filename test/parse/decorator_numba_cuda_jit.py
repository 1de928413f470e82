# `@numba.cuda.jit` after `import numba` or `import numba.cuda`, and
# `@nb.cuda.jit` after `import numba as nb`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
import numba
import numba as nb


@numba.cuda.jit
def first(a):
    pass
# CHECK:      {{^}}  FunctionDef first(a) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Attribute .jit <[[@LINE-5]]:2-[[@LINE-5]]:16>
# CHECK-NEXT: {{^}}        Attribute .cuda <[[@LINE-6]]:2-[[@LINE-6]]:12>
# CHECK-NEXT: {{^}}          Name numba <[[@LINE-7]]:2-[[@LINE-7]]:7>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-7]]:11-[[@LINE-7]]:12>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-8]]:5-[[@LINE-8]]:9>


@nb.cuda.jit(device=True)
def second(a):
    pass
# CHECK-NEXT: {{^}}  FunctionDef second(a) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Call <[[@LINE-5]]:2-[[@LINE-5]]:26>
# CHECK-NEXT: {{^}}        Attribute .jit <[[@LINE-6]]:2-[[@LINE-6]]:13>
# CHECK-NEXT: {{^}}          Attribute .cuda <[[@LINE-7]]:2-[[@LINE-7]]:9>
# CHECK-NEXT: {{^}}            Name nb <[[@LINE-8]]:2-[[@LINE-8]]:4>
# CHECK-NEXT: {{^}}        Keyword device <[[@LINE-9]]:14-[[@LINE-9]]:20>
# CHECK-NEXT: {{^}}          BoolLiteral True <[[@LINE-10]]:21-[[@LINE-10]]:25>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-10]]:12-[[@LINE-10]]:13>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-11]]:5-[[@LINE-11]]:9>
