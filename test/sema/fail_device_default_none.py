# A parameter whose default is None cannot be omitted: dslc has no
# optional types (Numba's `Omitted`).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def add(x, y=None):
    return x


@cuda.jit
def k(a, n):
    # CHECK: fail_device_default_none.py:[[@LINE+6]]:12: error: the default of `y` is `None`; device functions take numbers, arrays and tuples
    # CHECK-NEXT: {{^}}    a[0] = add(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~{{$}}
    # CHECK-NEXT: fail_device_default_none.py:[[@LINE-9]]:5: note: `add` is defined here
    # CHECK-NEXT: {{^}}def add(x, y=None):{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    a[0] = add(n)
