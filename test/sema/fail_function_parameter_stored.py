# A parameter holding a builtin function cannot be stored in an array: the
# error is at the store, with a note at the call that specialised it.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
from numba import cuda


@cuda.jit(device=True)
def keep(a, f):
    # CHECK: fail_function_parameter_stored.py:[[@LINE+6]]:5: error: cannot store function `cuda.atomic.add` in an element of `float32[::1]`, which holds one `float32`
    # CHECK-NEXT: {{^}}    a[0] = f{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    # CHECK-NEXT: fail_function_parameter_stored.py:[[@LINE+8]]:5: note: in `keep(float32[::1], function(cuda.atomic.add))`, called here
    # CHECK-NEXT: {{^}}    keep(a, cuda.atomic.add){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    a[0] = f


@cuda.jit
def k(a):
    keep(a, cuda.atomic.add)
