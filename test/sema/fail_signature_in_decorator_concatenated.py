# A signature string that is not verbatim in the file (here two literals
# joined) is reported in a buffer of its own, with a note at the string.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:18: error: unknown type `in32`: expected a scalar type such as `float32`, `int64`, `f4` or `bool`
# CHECK-NEXT: {{^}}void(float32[:], in32){{$}}
# CHECK-NEXT: {{^}}                 ^~~~{{$}}
# CHECK-NEXT: fail_signature_in_decorator_concatenated.py:[[@LINE+6]]:11: note: in the signature of `k`
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], " "in32)"){{$}}
# CHECK-NEXT: {{^}}          ^~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
from numba import cuda


@cuda.jit("void(float32[:], " "in32)")
def k(a, n):
    a[0] = n
