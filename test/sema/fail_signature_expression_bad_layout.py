# A signature written as a type expression is checked like a string.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32, int32, void


# CHECK: fail_signature_expression_bad_layout.py:[[@LINE+3]]:24: error: a dimension is `:` (any strides) or `::1` (contiguous), not `::2`
# CHECK-NEXT: {{^}}@cuda.jit(void(float32[::2], int32)){{$}}
# CHECK-NEXT: {{^}}                       ^~~{{$}}
@cuda.jit(void(float32[::2], int32))
def k(a, n):
    a[0] = n
