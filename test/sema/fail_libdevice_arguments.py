# A libdevice function takes its one signature's arguments: as many as it
# has parameters (out parameters are results, not arguments), each a number
# that converts to its type (not an array, not a complex number), and no
# keywords. libdevice's `nan(tagp)` and `norm(dim, p)`, which read memory
# through a pointer, are not in the module (nor in Numba's).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], complex64, int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def k(a, z, n):
    # CHECK: fail_libdevice_arguments.py:[[@LINE+3]]:24: error: argument 1 of `cuda.libdevice.sinf` is `float32[::1]`, which does not convert to float32; its signature is `(float32) -> float32`
    # CHECK-NEXT: {{^}}    s = libdevice.sinf(a){{$}}
    # CHECK-NEXT: {{^}}                       ^{{$}}
    s = libdevice.sinf(a)
    # CHECK: fail_libdevice_arguments.py:[[@LINE+3]]:31: error: argument 2 of `cuda.libdevice.atan2` is `complex64`, which does not convert to float64; its signature is `(float64, float64) -> float64`
    # CHECK-NEXT: {{^}}    t = libdevice.atan2(a[0], z){{$}}
    # CHECK-NEXT: {{^}}                              ^{{$}}
    t = libdevice.atan2(a[0], z)
    # CHECK: fail_libdevice_arguments.py:[[@LINE+3]]:9: error: `cuda.libdevice.sad` takes 3 arguments, but 2 were given; its signature is `(int32, int32, int32) -> int32`
    # CHECK-NEXT: {{^}}    d = libdevice.sad(n, n){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~{{$}}
    d = libdevice.sad(n, n)
    # CHECK: fail_libdevice_arguments.py:[[@LINE+3]]:12: error: `cuda.libdevice.frexp` takes 1 argument, but 2 were given; its signature is `(float64) -> tuple(float64, int32)`
    # CHECK-NEXT: {{^}}    m, e = cuda.libdevice.frexp(a[0], n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    m, e = cuda.libdevice.frexp(a[0], n)
    # CHECK: fail_libdevice_arguments.py:[[@LINE+3]]:29: error: `cuda.libdevice.cos` takes no keyword arguments
    # CHECK-NEXT: {{^}}    c = libdevice.cos(a[0], x=1.0){{$}}
    # CHECK-NEXT: {{^}}                            ^{{$}}
    c = libdevice.cos(a[0], x=1.0)
    # CHECK: fail_libdevice_arguments.py:[[@LINE+3]]:19: error: module `numba.cuda.libdevice` has no attribute `nan` that kernel code can use
    # CHECK-NEXT: {{^}}    q = libdevice.nan(n){{$}}
    # CHECK-NEXT: {{^}}                  ^~~{{$}}
    q = libdevice.nan(n)
    a[0] = s + t + d + m + e + c + q
