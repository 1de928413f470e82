# Lists are not supported; a tuple is.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_unsupported_list.py:[[@LINE+3]]:9: error: lists are not supported in kernel code; use a tuple, or `cuda.local.array` for an array
    # CHECK-NEXT: {{^}}    t = [n, n]{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~{{$}}
    t = [n, n]
    a[0] = t[0]
