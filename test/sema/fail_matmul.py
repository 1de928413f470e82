# The `@` operator is not supported.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_matmul.py:[[@LINE+3]]:14: error: matrix multiplication (`@`) is not supported in kernel code
    # CHECK-NEXT: {{^}}    a[0] = n @ n{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    a[0] = n @ n
