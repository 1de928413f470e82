# Slicing an array would make a view, which kernel code does not have.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_array_slicing.py:[[@LINE+3]]:11: error: array slicing is not supported in kernel code; index one element at a time
    # CHECK-NEXT: {{^}}    b = a[1:n]{{$}}
    # CHECK-NEXT: {{^}}          ^~~{{$}}
    b = a[1:n]
    b[0] = 1
