# A device function that calls itself.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    # CHECK: fail_recursion.py:[[@LINE+9]]:16: error: recursive call to `fact`; recursion is not supported in kernel code
    # CHECK-NEXT: {{^}}    return n * fact(n - 1){{$}}
    # CHECK-NEXT: {{^}}               ^~~~{{$}}
    # CHECK-NEXT: fail_recursion.py:[[@LINE+6]]:16: note: in `fact(int64)`, called here
    # CHECK-NEXT: {{^}}    return n * fact(n - 1){{$}}
    # CHECK-NEXT: {{^}}               ^~~~~~~~~~~{{$}}
    # CHECK-NEXT: fail_recursion.py:[[@LINE+8]]:12: note: in `fact(int32)`, called here
    # CHECK-NEXT: {{^}}    a[0] = fact(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~{{$}}
    return n * fact(n - 1)


@cuda.jit
def k(a, n):
    a[0] = fact(n)
