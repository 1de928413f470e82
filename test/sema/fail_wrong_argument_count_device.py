# A device function called with more arguments than it has parameters; a
# note shows its definition.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def add(x, y):
    return x + y


@cuda.jit
def k(a, n):
    # CHECK: fail_wrong_argument_count_device.py:[[@LINE+6]]:12: error: `add` takes 2 arguments, but 3 were given
    # CHECK-NEXT: {{^}}    a[0] = add(n, n, n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~{{$}}
    # CHECK-NEXT: fail_wrong_argument_count_device.py:[[@LINE-9]]:5: note: `add` is defined here
    # CHECK-NEXT: {{^}}def add(x, y):{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    a[0] = add(n, n, n)
