# len takes an array or a tuple.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_len_argument.py:[[@LINE+3]]:16: error: `len` takes an array or a tuple, not `int32`
    # CHECK-NEXT: {{^}}    a[0] = len(n){{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    a[0] = len(n)
