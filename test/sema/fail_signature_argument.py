# The decorator's positional argument must be a signature.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_signature_argument.py:[[@LINE+3]]:11: error: expected a signature, found `256`: a signature is a string such as "void(float32[:], int32)", a list of them, or a type expression
# CHECK-NEXT: {{^}}@cuda.jit(256){{$}}
# CHECK-NEXT: {{^}}          ^~~{{$}}
@cuda.jit(256)
def k(a, n):
    a[0] = n
