# Strings are not values in kernel code.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_unsupported_string.py:[[@LINE+3]]:9: error: strings are not supported in kernel code
    # CHECK-NEXT: {{^}}    s = "text"{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~{{$}}
    s = "text"
    a[0] = n
