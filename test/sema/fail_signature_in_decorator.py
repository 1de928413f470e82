# A bad eager signature string in the decorator: the error points into the
# string in the file.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_signature_in_decorator.py:[[@LINE+3]]:29: error: unknown type `int33`: expected a scalar type such as `float32`, `int64`, `f4` or `bool`
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int33)"){{$}}
# CHECK-NEXT: {{^}}                            ^~~~~{{$}}
@cuda.jit("void(float32[:], int33)")
def k(a, n):
    a[0] = n
