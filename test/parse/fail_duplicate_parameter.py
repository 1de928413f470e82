# A parameter name may appear only once; the note shows the first.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    pass


# CHECK: fail_duplicate_parameter.py:[[@LINE+7]]:17: error: duplicate parameter `x`
# CHECK-NEXT: {{^}}def twice(x, y, x):{{$}}
# CHECK-NEXT: {{^}}                ^{{$}}
# CHECK-NEXT: fail_duplicate_parameter.py:[[@LINE+4]]:11: note: `x` first declared here
# CHECK-NEXT: {{^}}def twice(x, y, x):{{$}}
# CHECK-NEXT: {{^}}          ^{{$}}
@cuda.jit
def twice(x, y, x):
    pass


# CHECK: fail_duplicate_parameter.py:[[@LINE+13]]:20: error: duplicate parameter `x`
# CHECK-NEXT: {{^}}def thrice(x: int, x=1, x=2):{{$}}
# CHECK-NEXT: {{^}}                   ^{{$}}
# CHECK-NEXT: fail_duplicate_parameter.py:[[@LINE+10]]:12: note: `x` first declared here
# CHECK-NEXT: {{^}}def thrice(x: int, x=1, x=2):{{$}}
# CHECK-NEXT: {{^}}           ^{{$}}
# CHECK-NEXT: fail_duplicate_parameter.py:[[@LINE+7]]:25: error: duplicate parameter `x`
# CHECK-NEXT: {{^}}def thrice(x: int, x=1, x=2):{{$}}
# CHECK-NEXT: {{^}}                        ^{{$}}
# CHECK-NEXT: fail_duplicate_parameter.py:[[@LINE+4]]:12: note: `x` first declared here
# CHECK-NEXT: {{^}}def thrice(x: int, x=1, x=2):{{$}}
# CHECK-NEXT: {{^}}           ^{{$}}
@cuda.jit
def thrice(x: int, x=1, x=2):
    pass
