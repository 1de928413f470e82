# An eager signature in the decorator with the wrong number of types: the
# error points into the decorator's string, with a note at the kernel.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_signature_arity_decorator.py:[[@LINE+6]]:12: error: `k` takes 2 parameters, but the signature gives 3 types
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32, int32)"){{$}}
# CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
# CHECK-NEXT: fail_signature_arity_decorator.py:[[@LINE+4]]:5: note: `k` is defined here
# CHECK-NEXT: {{^}}def k(a, n):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
@cuda.jit("void(float32[:], int32, int32)")
def k(a, n):
    a[0] = n
