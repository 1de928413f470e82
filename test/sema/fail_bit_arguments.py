# `popc`, `clz`, `ffs` and `brev` take an integer; `fma` and `cbrt` take numbers.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32, float64" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n, d):
    # CHECK: fail_bit_arguments.py:[[@LINE+3]]:19: error: `cuda.popc` takes an integer, not `float64`
    # CHECK-NEXT: {{^}}    p = cuda.popc(d){{$}}
    # CHECK-NEXT: {{^}}                  ^{{$}}
    p = cuda.popc(d)
    # CHECK: fail_bit_arguments.py:[[@LINE+3]]:18: error: `cuda.clz` takes an integer, not `float32[::1]`
    # CHECK-NEXT: {{^}}    c = cuda.clz(a){{$}}
    # CHECK-NEXT: {{^}}                 ^{{$}}
    c = cuda.clz(a)
    # CHECK: fail_bit_arguments.py:[[@LINE+3]]:18: error: `cuda.ffs` takes an integer, not `float64`
    # CHECK-NEXT: {{^}}    f = cuda.ffs(1.5){{$}}
    # CHECK-NEXT: {{^}}                 ^~~{{$}}
    f = cuda.ffs(1.5)
    # CHECK: fail_bit_arguments.py:[[@LINE+3]]:9: error: `cuda.brev` takes 1 argument, but 2 were given
    # CHECK-NEXT: {{^}}    b = cuda.brev(n, n){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~{{$}}
    b = cuda.brev(n, n)
    # CHECK: fail_bit_arguments.py:[[@LINE+3]]:9: error: `cuda.fma` takes 3 arguments, but 2 were given
    # CHECK-NEXT: {{^}}    m = cuda.fma(d, d){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~{{$}}
    m = cuda.fma(d, d)
    # CHECK: fail_bit_arguments.py:[[@LINE+3]]:19: error: `cuda.cbrt` takes numbers, not `float32[::1]`
    # CHECK-NEXT: {{^}}    t = cuda.cbrt(a){{$}}
    # CHECK-NEXT: {{^}}                  ^{{$}}
    t = cuda.cbrt(a)
    # CHECK: fail_bit_arguments.py:[[@LINE+3]]:21: error: `cuda.fma` takes numbers, not `float32[::1]`
    # CHECK-NEXT: {{^}}    u = cuda.fma(d, a, 1.0){{$}}
    # CHECK-NEXT: {{^}}                    ^{{$}}
    u = cuda.fma(d, a, 1.0)
    a[0] = p + c + f + b + m + t + u
