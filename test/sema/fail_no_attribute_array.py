# Arrays have a fixed set of attributes.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_no_attribute_array.py:[[@LINE+3]]:14: error: arrays have no attribute `flat`; they have shape, size, ndim, dtype, strides, itemsize, nbytes and T
    # CHECK-NEXT: {{^}}    a[0] = a.flat[0]{{$}}
    # CHECK-NEXT: {{^}}             ^~~~{{$}}
    a[0] = a.flat[0]
