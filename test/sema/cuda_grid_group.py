# `cuda.cg.this_grid()` is the grid group, a value that may be kept in a
# variable; its `sync()` returns nothing. A device function takes its own.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def wait():
    cuda.cg.this_grid().sync()


@cuda.jit
def k(a):
    # CHECK: Name g <[[@LINE+2]]:{{.*}}> : grid group{{$}}
    # CHECK: Call <[[@LINE+1]]:{{.*}}> : grid group{{$}}
    g = cuda.cg.this_grid()
    a[cuda.grid(1)] = 1.0
    # CHECK: Call <[[@LINE+2]]:5-[[@LINE+2]]:13> : none{{$}}
    # CHECK-NEXT: Attribute .sync <[[@LINE+1]]:5-[[@LINE+1]]:11> : function `GridGroup.sync`{{$}}
    g.sync()
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:31> : none{{$}}
    cuda.cg.this_grid().sync()
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:11> : none{{$}}
    wait()
    a[0] = 2.0
