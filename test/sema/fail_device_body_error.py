# An error inside a device function, with a note for the call that asked
# for this specialisation; calling it twice reports it once.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def first(t):
    # CHECK: fail_device_body_error.py:[[@LINE+6]]:12: error: a value of type `int32` cannot be indexed
    # CHECK-NEXT: {{^}}    return t[0]{{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    # CHECK-NEXT: fail_device_body_error.py:[[@LINE+8]]:12: note: in `first(int32)`, called here
    # CHECK-NEXT: {{^}}    a[0] = first(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~{{$}}
    return t[0]


@cuda.jit
def k(a, n):
    a[0] = first(n)
    a[1] = first(n)
