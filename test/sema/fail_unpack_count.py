# Unpacking needs as many names as the tuple has elements.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:, :], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_unpack_count.py:[[@LINE+3]]:5: error: cannot unpack a tuple of 2 values into 3 targets
    # CHECK-NEXT: {{^}}    rows, cols, depth = a.shape{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~{{$}}
    rows, cols, depth = a.shape
    a[0, 0] = rows
