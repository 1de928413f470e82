# A local array is limited to the 512 KiB a thread can have; sizes beyond
# 64 bits are said so.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float64

N = 256


@cuda.jit
def k(a):
    # CHECK: fail_local_array_too_large.py:[[@LINE+3]]:9: error: this `cuda.local.array` of shape (256, 257) and dtype float64 takes 526336 bytes per thread, more than the 524288 (512 KiB) a thread can have
    # CHECK-NEXT: {{^}}    s = cuda.local.array((N, N + 1), float64){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    s = cuda.local.array((N, N + 1), float64)
    # CHECK: fail_local_array_too_large.py:[[@LINE+3]]:9: error: this `cuda.local.array` of shape (4611686018427387904, 4) and dtype float64 takes over 2^64 bytes per thread, more than the 524288 (512 KiB) a thread can have
    # CHECK-NEXT: {{^}}    t = cuda.local.array((1 << 62, 4), float64){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    t = cuda.local.array((1 << 62, 4), float64)
    a[0] = s[0, 0] + t[0, 0]
