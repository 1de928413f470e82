# A name assigned in the function is local to it, so reading it before any
# assignment is an error even when a module constant has the same name.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda

N = 4


@cuda.jit
def k(a, n):
    # CHECK: fail_unassigned_read.py:[[@LINE+6]]:12: error: local variable `N` is read before any assignment to it
    # CHECK-NEXT: {{^}}    a[0] = N{{$}}
    # CHECK-NEXT: {{^}}           ^{{$}}
    # CHECK-NEXT: fail_unassigned_read.py:[[@LINE+4]]:5: note: `N` is local to `k` because it is assigned here
    # CHECK-NEXT: {{^}}    N = 5{{$}}
    # CHECK-NEXT: {{^}}    ^{{$}}
    a[0] = N
    N = 5
    a[1] = N
