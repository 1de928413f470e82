# Attributes cannot be assigned: arrays' attributes are read-only and
# kernel code has no objects of its own.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_assign_attribute.py:[[@LINE+3]]:5: error: cannot assign to the attribute `shape`: attributes are read-only in kernel code
    # CHECK-NEXT: {{^}}    a.shape = n{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~{{$}}
    a.shape = n
