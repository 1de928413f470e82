# `alignment=` is a constant power of two.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a, n):
    # CHECK: fail_array_alignment.py:[[@LINE+3]]:49: error: the alignment of `cuda.shared.array` must be a constant power of two from 1 to 65536 (bytes), not `3`
    # CHECK-NEXT: {{^}}    s = cuda.shared.array(4, float32, alignment=3){{$}}
    # CHECK-NEXT: {{^}}                                                ^{{$}}
    s = cuda.shared.array(4, float32, alignment=3)
    # CHECK: fail_array_alignment.py:[[@LINE+3]]:49: error: the alignment of `cuda.shared.array` must be a constant power of two from 1 to 65536 (bytes), not a run-time value
    # CHECK-NEXT: {{^}}    t = cuda.shared.array(4, float32, alignment=n){{$}}
    # CHECK-NEXT: {{^}}                                                ^{{$}}
    t = cuda.shared.array(4, float32, alignment=n)
    # CHECK: fail_array_alignment.py:[[@LINE+3]]:48: error: the alignment of `cuda.local.array` must be a constant power of two from 1 to 65536 (bytes), not `-8`
    # CHECK-NEXT: {{^}}    u = cuda.local.array(4, float32, alignment=-8){{$}}
    # CHECK-NEXT: {{^}}                                               ^~{{$}}
    u = cuda.local.array(4, float32, alignment=-8)
    # CHECK: fail_array_alignment.py:[[@LINE+3]]:48: error: the alignment of `cuda.local.array` must be a constant power of two from 1 to 65536 (bytes), not a value of type `float64`
    # CHECK-NEXT: {{^}}    v = cuda.local.array(4, float32, alignment=1.0){{$}}
    # CHECK-NEXT: {{^}}                                               ^~~{{$}}
    v = cuda.local.array(4, float32, alignment=1.0)
    # CHECK: fail_array_alignment.py:[[@LINE+3]]:39: error: the alignment of `cuda.shared.array` must be a constant power of two from 1 to 65536 (bytes), not `1048576`
    # CHECK-NEXT: {{^}}    w = cuda.shared.array(4, float32, 1 << 20){{$}}
    # CHECK-NEXT: {{^}}                                      ^~~~~~~{{$}}
    w = cuda.shared.array(4, float32, 1 << 20)
    a[0] = s[0] + t[0] + u[0] + v[0] + w[0]
