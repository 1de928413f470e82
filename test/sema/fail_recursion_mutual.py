# Recursion through two device functions: the error is at the call that
# closes the cycle, with notes for the calls that led there.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def even(n):
    # CHECK: fail_recursion_mutual.py:[[@LINE+12]]:32: error: recursive call to `odd` through other functions; kernel code supports a function calling itself directly, or recursion that constant arguments end
    # CHECK-NEXT: {{^}}    return True if n == 0 else odd(n - 1){{$}}
    # CHECK-NEXT: {{^}}                               ^~~{{$}}
    # CHECK-NEXT: fail_recursion_mutual.py:[[@LINE+14]]:33: note: in `even(int64)`, called here
    # CHECK-NEXT: {{^}}    return False if n == 0 else even(n - 1){{$}}
    # CHECK-NEXT: {{^}}                                ^~~~~~~~~~~{{$}}
    # CHECK-NEXT: fail_recursion_mutual.py:[[@LINE+6]]:32: note: in `odd(int64)`, called here
    # CHECK-NEXT: {{^}}    return True if n == 0 else odd(n - 1){{$}}
    # CHECK-NEXT: {{^}}                               ^~~~~~~~~~{{$}}
    # CHECK-NEXT: fail_recursion_mutual.py:[[@LINE+13]]:12: note: in `even(int32)`, called here
    # CHECK-NEXT: {{^}}    a[0] = even(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~{{$}}
    return True if n == 0 else odd(n - 1)


@cuda.jit(device=True)
def odd(n):
    return False if n == 0 else even(n - 1)


@cuda.jit
def k(a, n):
    a[0] = even(n)
