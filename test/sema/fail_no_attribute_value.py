# Numbers have no attributes in kernel code but `.real`, `.imag` and
# `.conjugate()`.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_no_attribute_value.py:[[@LINE+3]]:14: error: a value of type `int32` has no attribute `flat`
    # CHECK-NEXT: {{^}}    a[0] = n.flat{{$}}
    # CHECK-NEXT: {{^}}             ^~~~{{$}}
    a[0] = n.flat
