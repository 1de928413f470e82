# A variable whose assignments meet where control flow joins must have one
# type; a number and a tuple have none in common.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    x = 1
    if n > 0:
        # CHECK: fail_conflicting_types.py:[[@LINE+6]]:9: error: `x` is `tuple(int64, int64)` here and `int64` elsewhere, and no type holds both; a variable has one type where control flow joins
        # CHECK-NEXT: {{^}}        x = (1, 2){{$}}
        # CHECK-NEXT: {{^}}        ^{{$}}
        # CHECK-NEXT: fail_conflicting_types.py:[[@LINE-5]]:5: note: `x` is `int64` here
        # CHECK-NEXT: {{^}}    x = 1{{$}}
        # CHECK-NEXT: {{^}}    ^{{$}}
        x = (1, 2)
    a[0] = x
