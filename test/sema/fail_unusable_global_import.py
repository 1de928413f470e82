# A name imported from a known module that kernel code does not support.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, njit


@cuda.jit
def k(a, n):
    # CHECK: fail_unusable_global_import.py:[[@LINE+6]]:12: error: `numba.njit` is not supported in kernel code
    # CHECK-NEXT: {{^}}    a[0] = njit(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    # CHECK-NEXT: fail_unusable_global_import.py:[[@LINE-8]]:25: note: `njit` is defined here
    # CHECK-NEXT: {{^}}from numba import cuda, njit{{$}}
    # CHECK-NEXT: {{^}}                        ^~~~{{$}}
    a[0] = njit(n)
