# A parameter whose default is None may be left out (the value is then
# None, as Numba's `Omitted(None)`), but None is not passed: dslc has no
# optional types.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def add(x, y=None):
    if y is None:
        return x
    else:
        return x + y


@cuda.jit
def k(a, n):
    a[0] = add(n)
    # CHECK: fail_device_none_argument.py:[[@LINE+6]]:19: error: device functions take numbers, arrays, tuples, number classes and functions, not `None`
    # CHECK-NEXT: {{^}}    a[1] = add(n, None){{$}}
    # CHECK-NEXT: {{^}}                  ^~~~{{$}}
    # CHECK-NEXT: fail_device_none_argument.py:[[@LINE-13]]:5: note: `add` is defined here
    # CHECK-NEXT: {{^}}def add(x, y=None):{{$}}
    # CHECK-NEXT: {{^}}    ^~~{{$}}
    a[1] = add(n, None)
