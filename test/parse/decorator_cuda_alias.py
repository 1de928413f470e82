# `@cu.jit` after `from numba import cuda as cu` or `import numba.cuda as cu`.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda as cu
import numba.cuda as nc


@cu.jit
def first(a):
    pass
# CHECK:      {{^}}  FunctionDef first(a) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Attribute .jit <[[@LINE-5]]:2-[[@LINE-5]]:8>
# CHECK-NEXT: {{^}}        Name cu <[[@LINE-6]]:2-[[@LINE-6]]:4>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-6]]:11-[[@LINE-6]]:12>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-7]]:5-[[@LINE-7]]:9>


@nc.jit
def second(a):
    pass
# CHECK-NEXT: {{^}}  FunctionDef second(a) <[[@LINE-3]]:1-[[@LINE-1]]:9>
# CHECK-NEXT: {{^}}    decorators:
# CHECK-NEXT: {{^}}      Attribute .jit <[[@LINE-5]]:2-[[@LINE-5]]:8>
# CHECK-NEXT: {{^}}        Name nc <[[@LINE-6]]:2-[[@LINE-6]]:4>
# CHECK-NEXT: {{^}}    Param a <[[@LINE-6]]:12-[[@LINE-6]]:13>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Pass <[[@LINE-7]]:5-[[@LINE-7]]:9>
