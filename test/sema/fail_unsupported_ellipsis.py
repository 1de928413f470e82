# `...` has no meaning in kernel code.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_unsupported_ellipsis.py:[[@LINE+3]]:12: error: `...` is not supported in kernel code
    # CHECK-NEXT: {{^}}    a[0] = ...{{$}}
    # CHECK-NEXT: {{^}}           ^~~{{$}}
    a[0] = ...
