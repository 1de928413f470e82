# After a parameter with a default, every parameter needs one; one error for a
# run of parameters without.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    pass


# CHECK: fail_non_default_after_default.py:[[@LINE+13]]:15: error: parameter `z` without a default follows a parameter with a default
# CHECK-NEXT: {{^}}def f(x, y=1, z, w, v=2, u):{{$}}
# CHECK-NEXT: {{^}}              ^{{$}}
# CHECK-NEXT: fail_non_default_after_default.py:[[@LINE+10]]:10: note: `y` has a default here
# CHECK-NEXT: {{^}}def f(x, y=1, z, w, v=2, u):{{$}}
# CHECK-NEXT: {{^}}         ^~~{{$}}
# CHECK-NEXT: fail_non_default_after_default.py:[[@LINE+7]]:26: error: parameter `u` without a default follows a parameter with a default
# CHECK-NEXT: {{^}}def f(x, y=1, z, w, v=2, u):{{$}}
# CHECK-NEXT: {{^}}                         ^{{$}}
# CHECK-NEXT: fail_non_default_after_default.py:[[@LINE+4]]:21: note: `v` has a default here
# CHECK-NEXT: {{^}}def f(x, y=1, z, w, v=2, u):{{$}}
# CHECK-NEXT: {{^}}                    ^~~{{$}}
@cuda.jit(device=True)
def f(x, y=1, z, w, v=2, u):
    return x
