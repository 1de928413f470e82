# Device functions take numbers, arrays, tuples, number classes and
# functions; not modules.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import math

from numba import cuda


@cuda.jit(device=True)
def apply(m, x):
    return m.sqrt(x)


@cuda.jit
def k(a, n):
    # CHECK: fail_device_argument_type.py:[[@LINE+6]]:18: error: device functions take numbers, arrays, tuples, number classes and functions, not module `math`
    # CHECK-NEXT: {{^}}    a[0] = apply(math, n){{$}}
    # CHECK-NEXT: {{^}}                 ^~~~{{$}}
    # CHECK-NEXT: fail_device_argument_type.py:[[@LINE-9]]:5: note: `apply` is defined here
    # CHECK-NEXT: {{^}}def apply(m, x):{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~{{$}}
    a[0] = apply(math, n)
