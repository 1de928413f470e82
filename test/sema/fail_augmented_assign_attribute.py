# An augmented assignment to an attribute.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_augmented_assign_attribute.py:[[@LINE+3]]:5: error: cannot assign to the attribute `size`: attributes are read-only in kernel code
    # CHECK-NEXT: {{^}}    a.size += n{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~{{$}}
    a.size += n
