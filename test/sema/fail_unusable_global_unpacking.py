# A constant unpacked from a tuple of the wrong size.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda

ROWS, COLS = (16, 32, 64)


@cuda.jit
def k(a, n):
    # CHECK: fail_unusable_global_unpacking.py:[[@LINE+6]]:12: error: `ROWS` is not a compile-time constant: its value has 3 elements, for 2 names
    # CHECK-NEXT: {{^}}    a[0] = ROWS{{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    # CHECK-NEXT: fail_unusable_global_unpacking.py:[[@LINE-8]]:1: note: `ROWS` is defined here
    # CHECK-NEXT: {{^}}ROWS, COLS = (16, 32, 64){{$}}
    # CHECK-NEXT: {{^}}^~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    a[0] = ROWS
