# The values a device function returns must have a common type.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def pick(n):
    if n > 0:
        return n
    # CHECK: fail_return_types_differ.py:[[@LINE+9]]:12: error: `pick` returns `tuple(int32, int32)` here and `int32` elsewhere, and no type holds both
    # CHECK-NEXT: {{^}}    return (n, n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~{{$}}
    # CHECK-NEXT: fail_return_types_differ.py:[[@LINE-4]]:16: note: returns `int32` here
    # CHECK-NEXT: {{^}}        return n{{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    # CHECK-NEXT: fail_return_types_differ.py:[[@LINE+8]]:5: note: in `pick(int32)`, called here
    # CHECK-NEXT: {{^}}    pick(n){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~{{$}}
    return (n, n)


@cuda.jit
def k(a, n):
    pick(n)
