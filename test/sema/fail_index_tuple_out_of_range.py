# A constant tuple index out of range.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    t = (n, n)
    # CHECK: fail_index_tuple_out_of_range.py:[[@LINE+3]]:14: error: index 2 is out of range for `tuple(int32, int32)`
    # CHECK-NEXT: {{^}}    a[0] = t[2]{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    a[0] = t[2]
