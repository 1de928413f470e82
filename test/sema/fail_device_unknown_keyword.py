# A keyword argument that names no parameter of the device function.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def add(x, y):
    return x + y


@cuda.jit
def k(a, n):
    # CHECK: fail_device_unknown_keyword.py:[[@LINE+6]]:19: error: `add` has no parameter `z`
    # CHECK-NEXT: {{^}}    a[0] = add(n, z=n){{$}}
    # CHECK-NEXT: {{^}}                  ^{{$}}
    # CHECK-NEXT: fail_device_unknown_keyword.py:[[@LINE-9]]:5: note: `add` is defined here
    # CHECK-NEXT: {{^}}def add(x, y):{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    a[0] = add(n, z=n)
