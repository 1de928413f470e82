# `cuda.cg.this_grid()` and `sync()` take no arguments; `sync` is the grid
# group's one attribute.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a):
    # CHECK: fail_grid_group_use.py:[[@LINE+3]]:9: error: `cuda.cg.this_grid` takes 0 arguments, but 1 was given
    # CHECK-NEXT: {{^}}    g = cuda.cg.this_grid(0){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~{{$}}
    g = cuda.cg.this_grid(0)
    h = cuda.cg.this_grid()
    # CHECK: fail_grid_group_use.py:[[@LINE+3]]:5: error: `GridGroup.sync` takes 0 arguments, but 1 was given
    # CHECK-NEXT: {{^}}    h.sync(1){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~{{$}}
    h.sync(1)
    # CHECK: fail_grid_group_use.py:[[@LINE+3]]:11: error: the grid group has no attribute `rank`; its one method is `sync()`
    # CHECK-NEXT: {{^}}    r = h.rank{{$}}
    # CHECK-NEXT: {{^}}          ^~~~{{$}}
    r = h.rank
    a[0] = r
