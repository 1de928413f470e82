# A function without @cuda.jit is host code; kernels cannot call it. The
# note points at its definition.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


def helper(x):
    return x + 1


@cuda.jit
def k(a, n):
    # CHECK: fail_unusable_global_host_function.py:[[@LINE+6]]:12: error: `helper` is a function without `@cuda.jit`: host code cannot be used in kernel code
    # CHECK-NEXT: {{^}}    a[0] = helper(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~{{$}}
    # CHECK-NEXT: fail_unusable_global_host_function.py:[[@LINE-9]]:1: note: `helper` is defined here
    # CHECK-NEXT: {{^}}def helper(x):{{$}}
    # CHECK-NEXT: {{^}}^~~~~~~~~~~~~~{{$}}
    a[0] = helper(n)
