# The array constructors take `shape`, `dtype` and `alignment`, by position
# or by name, each once.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a):
    # CHECK: fail_array_arguments.py:[[@LINE+3]]:39: error: `cuda.shared.array` has no parameter `align`; it takes `shape`, `dtype` and `alignment`
    # CHECK-NEXT: {{^}}    s = cuda.shared.array(4, float32, align=16){{$}}
    # CHECK-NEXT: {{^}}                                      ^~~~~{{$}}
    s = cuda.shared.array(4, float32, align=16)
    # CHECK: fail_array_arguments.py:[[@LINE+3]]:45: error: `shape` is given twice, by position and by name
    # CHECK-NEXT: {{^}}    t = cuda.shared.array(4, dtype=float32, shape=4){{$}}
    # CHECK-NEXT: {{^}}                                            ^~~~~{{$}}
    t = cuda.shared.array(4, dtype=float32, shape=4)
    # CHECK: fail_array_arguments.py:[[@LINE+3]]:9: error: `cuda.local.array` needs its `shape` argument
    # CHECK-NEXT: {{^}}    u = cuda.local.array(dtype=float32){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    u = cuda.local.array(dtype=float32)
    # CHECK: fail_array_arguments.py:[[@LINE+3]]:9: error: `cuda.local.array` takes 2 or 3 arguments, but 1 was given
    # CHECK-NEXT: {{^}}    v = cuda.local.array(4){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~{{$}}
    v = cuda.local.array(4)
    # CHECK: fail_array_arguments.py:[[@LINE+3]]:9: error: `cuda.shared.array` takes 2 or 3 arguments, but 4 were given
    # CHECK-NEXT: {{^}}    w = cuda.shared.array(4, float32, 16, 1){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    w = cuda.shared.array(4, float32, 16, 1)
    a[0] = s[0] + t[0] + u[0] + v[0] + w[0]
