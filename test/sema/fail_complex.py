# Complex numbers have no order, no `//`, `%` or bit operations, and
# convert to no real type; math functions, min and max take real numbers.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "complex64[::1], float32[::1], complex128" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda
import math
import numba


@cuda.jit
def k(a, r, z):
    # CHECK: fail_complex.py:[[@LINE+3]]:8: error: complex numbers have no order: cannot compare `complex64` and `complex128` with `<`
    # CHECK-NEXT: {{^}}    if a[0] < z:{{$}}
    # CHECK-NEXT: {{^}}       ^~~~~~~~{{$}}
    if a[0] < z:
        pass
    # CHECK: fail_complex.py:[[@LINE+3]]:17: error: operator `//` does not apply to `complex64` and `int64`
    # CHECK-NEXT: {{^}}    a[1] = a[0] // 2{{$}}
    # CHECK-NEXT: {{^}}                ^~{{$}}
    a[1] = a[0] // 2
    # CHECK: fail_complex.py:[[@LINE+3]]:5: error: cannot store a value of type `complex128` in an element of `float32[::1]`, which holds one `float32`
    # CHECK-NEXT: {{^}}    r[0] = z{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    r[0] = z
    # CHECK: fail_complex.py:[[@LINE+3]]:26: error: cannot convert `complex128` to `float32`
    # CHECK-NEXT: {{^}}    r[1] = numba.float32(z){{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    r[1] = numba.float32(z)
    # CHECK: fail_complex.py:[[@LINE+3]]:22: error: `math.sqrt` takes real numbers, not `complex128`
    # CHECK-NEXT: {{^}}    r[2] = math.sqrt(z){{$}}
    # CHECK-NEXT: {{^}}                     ^{{$}}
    r[2] = math.sqrt(z)
    # CHECK: fail_complex.py:[[@LINE+3]]:16: error: `max` takes real numbers, not `complex128`
    # CHECK-NEXT: {{^}}    r[3] = max(z, 1.0){{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    r[3] = max(z, 1.0)
    # CHECK: fail_complex.py:[[@LINE+3]]:25: error: `complex` takes real numbers, not `complex128`
    # CHECK-NEXT: {{^}}    a[2] = complex(1.0, z){{$}}
    # CHECK-NEXT: {{^}}                        ^{{$}}
    a[2] = complex(1.0, z)
