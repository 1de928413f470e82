# cmath: each call checked against what Numba takes (any numbers for the
# functions with complex64 and complex128 versions, complex numbers only for
# the others, two floats for rect; by position, as many as the function
# has), and names Numba does not support reported where they are used.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "complex128[::1], float32[::1], float64, int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import cmath
from cmath import isclose
from numba import cuda


@cuda.jit
def k(out, a, x, n):
    # CHECK: fail_cmath.py:[[@LINE+3]]:25: error: `cmath.cosh` takes a complex number (Numba converts no other number for it), not `float64`
    # CHECK-NEXT: {{^}}    out[0] = cmath.cosh(x){{$}}
    # CHECK-NEXT: {{^}}                        ^{{$}}
    out[0] = cmath.cosh(x)
    # CHECK: fail_cmath.py:[[@LINE+3]]:25: error: `cmath.sqrt` takes numbers, not `float32[::1]`
    # CHECK-NEXT: {{^}}    out[1] = cmath.sqrt(a){{$}}
    # CHECK-NEXT: {{^}}                        ^{{$}}
    out[1] = cmath.sqrt(a)
    # CHECK: fail_cmath.py:[[@LINE+3]]:25: error: `cmath.rect` takes float32 or float64 numbers, not `int32`
    # CHECK-NEXT: {{^}}    out[2] = cmath.rect(n, x){{$}}
    # CHECK-NEXT: {{^}}                        ^{{$}}
    out[2] = cmath.rect(n, x)
    # CHECK: fail_cmath.py:[[@LINE+3]]:14: error: `cmath.sqrt` takes 1 argument, but 2 were given
    # CHECK-NEXT: {{^}}    out[3] = cmath.sqrt(x, x){{$}}
    # CHECK-NEXT: {{^}}             ^~~~~~~~~~~~~~~~{{$}}
    out[3] = cmath.sqrt(x, x)
    # CHECK: fail_cmath.py:[[@LINE+3]]:24: error: `cmath.exp` takes its arguments by position, as in Numba, not by name
    # CHECK-NEXT: {{^}}    out[4] = cmath.exp(z=x){{$}}
    # CHECK-NEXT: {{^}}                       ^{{$}}
    out[4] = cmath.exp(z=x)
    # CHECK: fail_cmath.py:[[@LINE+3]]:27: error: `cmath.log` takes numbers, not `None`
    # CHECK-NEXT: {{^}}    out[5] = cmath.log(x, None){{$}}
    # CHECK-NEXT: {{^}}                          ^~~~{{$}}
    out[5] = cmath.log(x, None)
    # CHECK: fail_cmath.py:[[@LINE+3]]:20: error: module `cmath` has no attribute `isclose` that kernel code can use
    # CHECK-NEXT: {{^}}    out[6] = cmath.isclose(x, x){{$}}
    # CHECK-NEXT: {{^}}                   ^~~~~~~{{$}}
    out[6] = cmath.isclose(x, x)
    # CHECK: fail_cmath.py:[[@LINE+6]]:14: error: `cmath.isclose` is not supported in kernel code
    # CHECK-NEXT: {{^}}    out[7] = isclose(x, x){{$}}
    # CHECK-NEXT: {{^}}             ^~~~~~~{{$}}
    # CHECK-NEXT: fail_cmath.py:7:19: note: `isclose` is defined here
    # CHECK-NEXT: {{^}}from cmath import isclose{{$}}
    # CHECK-NEXT: {{^}}                  ^~~~~~~{{$}}
    out[7] = isclose(x, x)
    # The module's own helpers are not its attributes.
    # CHECK: fail_cmath.py:[[@LINE+3]]:20: error: module `cmath` has no attribute `_log` that kernel code can use
    # CHECK-NEXT: {{^}}    out[8] = cmath._log(x){{$}}
    # CHECK-NEXT: {{^}}                   ^~~~{{$}}
    out[8] = cmath._log(x)
