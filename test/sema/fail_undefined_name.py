# A name defined nowhere: not local, not at module level, not a builtin.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_undefined_name.py:[[@LINE+3]]:16: error: name `m` is not defined
    # CHECK-NEXT: {{^}}    a[0] = n + m{{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    a[0] = n + m
