# `is` compares with None (and enum members) only.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_is_not_none.py:[[@LINE+3]]:12: error: `is` cannot compare `int32` with `int64`: kernel code uses `is` only to test for `None` and on enum members; compare numbers with `==`
    # CHECK-NEXT: {{^}}    a[0] = n is 1{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~{{$}}
    a[0] = n is 1
