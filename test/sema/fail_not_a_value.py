# Modules, functions, number classes, ranges and the grid group are not
# values: a tuple cannot hold them, a conditional expression cannot choose
# between them and a device function cannot return them.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import math

from numba import cuda, float32, float64


@cuda.jit(device=True)
def this_group():
    # CHECK: fail_not_a_value.py:[[@LINE+6]]:12: error: a device function returns numbers, arrays and tuples, not the grid group
    # CHECK-NEXT: {{^}}    return cuda.cg.this_grid(){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~{{$}}
    # CHECK-NEXT: fail_not_a_value.py:36:9: note: in `this_group()`, called here
    # CHECK-NEXT: {{^}}    h = this_group(){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~{{$}}
    return cuda.cg.this_grid()


@cuda.jit
def k(a, n):
    g = cuda.cg.this_grid()
    # CHECK: fail_not_a_value.py:[[@LINE+3]]:10: error: a tuple holds numbers, arrays and tuples, not the grid group
    # CHECK-NEXT: {{^}}    t = (g, 1){{$}}
    # CHECK-NEXT: {{^}}         ^{{$}}
    t = (g, 1)
    # CHECK: fail_not_a_value.py:[[@LINE+3]]:9: error: a conditional expression chooses between numbers, arrays and tuples, not class `float32`
    # CHECK-NEXT: {{^}}    c = float32 if n else float64{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~{{$}}
    c = float32 if n else float64
    # CHECK: fail_not_a_value.py:[[@LINE+3]]:10: error: a tuple holds numbers, arrays and tuples, not module `math`
    # CHECK-NEXT: {{^}}    m = (math, range(n)){{$}}
    # CHECK-NEXT: {{^}}         ^~~~{{$}}
    m = (math, range(n))
    h = this_group()
    a[0] = 1.0
