# `in` tests a number against a tuple of numbers.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_in_not_tuple.py:[[@LINE+3]]:12: error: `in` tests a number against a tuple of numbers, not `int32` against `float32[:]`
    # CHECK-NEXT: {{^}}    a[0] = n in a{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~{{$}}
    a[0] = n in a
