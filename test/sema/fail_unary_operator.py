# `~` is for integers and booleans.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], float32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_unary_operator.py:[[@LINE+3]]:12: error: operator `~` does not apply to `float32`
    # CHECK-NEXT: {{^}}    a[0] = ~n{{$}}
    # CHECK-NEXT: {{^}}           ^~{{$}}
    a[0] = ~n
