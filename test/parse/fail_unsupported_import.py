# An import inside a function is not supported in kernel code; parsing goes on
# after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_import.py:[[@LINE+3]]:5: error: an import inside a function is not supported in kernel code
    # CHECK-NEXT: {{^}}    import math{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~{{$}}
    import math
    # CHECK: fail_unsupported_import.py:[[@LINE+3]]:5: error: an import inside a function is not supported in kernel code
    # CHECK-NEXT: {{^}}    from math import sqrt{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    from math import sqrt
    a[0] = 1
