# A parameter holding a device function is not a value to compare: the
# error is at the comparison, with a note at the call that specialised it.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
from numba import cuda


@cuda.jit(device=True)
def identity(x):
    return x


@cuda.jit(device=True)
def is_identity(f, x):
    # CHECK: fail_function_parameter_compared.py:[[@LINE+6]]:12: error: cannot compare device function `identity` and `float32` with `==`
    # CHECK-NEXT: {{^}}    return f == x{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~{{$}}
    # CHECK-NEXT: fail_function_parameter_compared.py:[[@LINE+8]]:12: note: in `is_identity(function(identity), float32)`, called here
    # CHECK-NEXT: {{^}}    a[0] = is_identity(identity, a[1]){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    return f == x


@cuda.jit
def k(a):
    a[0] = is_identity(identity, a[1])
