# A device function that returns a value on one path and falls off the end
# on another.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def pick(n):
    if n > 0:
        # CHECK: fail_mixed_returns_falls_off_end.py:[[@LINE+9]]:16: error: `pick` returns `int32` here but nothing elsewhere; a device function returns a value on every path or on none
        # CHECK-NEXT: {{^}}        return n{{$}}
        # CHECK-NEXT: {{^}}               ^{{$}}
        # CHECK-NEXT: fail_mixed_returns_falls_off_end.py:[[@LINE-5]]:5: note: the end of the function can be reached without a `return`
        # CHECK-NEXT: {{^}}def pick(n):{{$}}
        # CHECK-NEXT: {{^}}    ^~~~{{$}}
        # CHECK-NEXT: fail_mixed_returns_falls_off_end.py:[[@LINE+8]]:12: note: in `pick(int32)`, called here
        # CHECK-NEXT: {{^}}    a[0] = pick(n){{$}}
        # CHECK-NEXT: {{^}}           ^~~~~~~{{$}}
        return n


@cuda.jit
def k(a, n):
    a[0] = pick(n)
