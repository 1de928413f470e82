# @cuda.jit takes one positional argument, the signature (or a list of them).
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_jit_too_many_arguments.py:[[@LINE+3]]:38: error: `@cuda.jit` takes at most one positional argument, the signature
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32)", "void(float64[:], int32)"){{$}}
# CHECK-NEXT: {{^}}                                     ^~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
@cuda.jit("void(float32[:], int32)", "void(float64[:], int32)")
def k(a, n):
    a[0] = n
