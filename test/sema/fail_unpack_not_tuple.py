# Only a tuple can be unpacked into several names.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_unpack_not_tuple.py:[[@LINE+3]]:5: error: cannot unpack a value of type `int32` into 2 targets; only a tuple can be unpacked
    # CHECK-NEXT: {{^}}    x, y = n{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    x, y = n
    a[0] = x + y
