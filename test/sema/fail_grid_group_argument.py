# The grid group is not a value a device function takes: it calls
# `cuda.cg.this_grid()` itself.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def wait(group):
    group.sync()


@cuda.jit
def k(a):
    g = cuda.cg.this_grid()
    # CHECK: fail_grid_group_argument.py:[[@LINE+3]]:10: error: device functions take numbers, arrays, tuples, number classes and functions, not the grid group; call `cuda.cg.this_grid()` in the device function instead
    # CHECK-NEXT: {{^}}    wait(g){{$}}
    # CHECK-NEXT: {{^}}         ^{{$}}
    wait(g)
    a[0] = 1.0

# CHECK: fail_grid_group_argument.py:8:5: note: `wait` is defined here
