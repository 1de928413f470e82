# A parameter holding a number class casts one number: a call with other
# arguments is an error at the call in the device function, with a note at
# the call that specialised it.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
from numba import cuda, int32


@cuda.jit(device=True)
def convert(dtype, x):
    # CHECK: fail_number_class_parameter_call.py:[[@LINE+6]]:12: error: `int32` takes 1 argument, but 2 were given
    # CHECK-NEXT: {{^}}    return dtype(x, 2){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~{{$}}
    # CHECK-NEXT: fail_number_class_parameter_call.py:[[@LINE+8]]:12: note: in `convert(class(int32), float32)`, called here
    # CHECK-NEXT: {{^}}    a[0] = convert(int32, a[1]){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~{{$}}
    return dtype(x, 2)


@cuda.jit
def k(a):
    a[0] = convert(int32, a[1])
