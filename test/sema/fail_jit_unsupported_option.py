# Options for linking foreign code are not supported.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_jit_unsupported_option.py:[[@LINE+3]]:38: error: `link=` is not supported: dslc compiles kernels from source and links only libdevice
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32)", link=["helpers.cu"]){{$}}
# CHECK-NEXT: {{^}}                                     ^~~~{{$}}
@cuda.jit("void(float32[:], int32)", link=["helpers.cu"])
def k(a, n):
    a[0] = n
