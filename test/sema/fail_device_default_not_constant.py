# A default that is not a compile-time constant cannot be used.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


def host():
    return 1


@cuda.jit(device=True)
def add(x, y=host()):
    return x + y


@cuda.jit
def k(a, n):
    # CHECK: fail_device_default_not_constant.py:[[@LINE+6]]:12: error: missing argument `y` in the call to `add`; its default is not a compile-time constant
    # CHECK-NEXT: {{^}}    a[0] = add(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~{{$}}
    # CHECK-NEXT: fail_device_default_not_constant.py:[[@LINE-9]]:5: note: `add` is defined here
    # CHECK-NEXT: {{^}}def add(x, y=host()):{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    a[0] = add(n)
