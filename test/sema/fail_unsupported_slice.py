# Slicing a tuple.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    t = (n, n, n)
    # CHECK: fail_unsupported_slice.py:[[@LINE+3]]:11: error: slices are not supported in kernel code; index one element at a time
    # CHECK-NEXT: {{^}}    u = t[1:]{{$}}
    # CHECK-NEXT: {{^}}          ^~{{$}}
    u = t[1:]
    a[0] = n
