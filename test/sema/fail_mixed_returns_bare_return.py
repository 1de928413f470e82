# A device function with `return value` on one path and a bare `return` on
# another.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def pick(n):
    if n > 0:
        return
    # CHECK: fail_mixed_returns_bare_return.py:[[@LINE+9]]:12: error: `pick` returns `float64` here but nothing elsewhere; a device function returns a value on every path or on none
    # CHECK-NEXT: {{^}}    return 2.5{{$}}
    # CHECK-NEXT: {{^}}           ^~~{{$}}
    # CHECK-NEXT: fail_mixed_returns_bare_return.py:[[@LINE-4]]:9: note: returns nothing here
    # CHECK-NEXT: {{^}}        return{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~{{$}}
    # CHECK-NEXT: fail_mixed_returns_bare_return.py:[[@LINE+8]]:12: note: in `pick(int32)`, called here
    # CHECK-NEXT: {{^}}    a[0] = pick(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~{{$}}
    return 2.5


@cuda.jit
def k(a, n):
    a[0] = pick(n)
