# A kernel's signature may not name a return type other than void.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "int32(float32[:])" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: a kernel returns nothing, but the signature gives the return type `int32`
# CHECK-NEXT: {{^}}int32(float32[:]){{$}}
# CHECK-NEXT: {{^}}^~~~~~~~~~~~~~~~~{{$}}
# CHECK-NEXT: fail_kernel_return_type.py:[[@LINE+7]]:5: note: `k` is defined here
# CHECK-NEXT: {{^}}def k(a):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
from numba import cuda


@cuda.jit
def k(a):
    a[0] = 1
