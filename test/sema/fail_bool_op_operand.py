# `and` and `or` take numbers and booleans.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_bool_op_operand.py:[[@LINE+3]]:18: error: `and` needs numbers or booleans, not `float32[:]`
    # CHECK-NEXT: {{^}}    a[0] = n and a{{$}}
    # CHECK-NEXT: {{^}}                 ^{{$}}
    a[0] = n and a
