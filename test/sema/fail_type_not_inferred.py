# A variable whose only assignment uses its own value has no type to start
# from (the first iteration reads it unassigned).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    for i in range(n):
        if i > 0:
            # CHECK: fail_type_not_inferred.py:[[@LINE+3]]:17: error: the type of `s` cannot be inferred: every assignment to it uses its own value
            # CHECK-NEXT: {{^}}            s = s + 1{{$}}
            # CHECK-NEXT: {{^}}                ^{{$}}
            s = s + 1
    a[0] = 0
