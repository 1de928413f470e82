# Views of arrays: located errors for what cannot make one.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], float32[:, ::1], float32[:], int32, float32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import numpy as np
from numba import cuda


@cuda.jit
def k(a, m, f, n, x):
    # CHECK: fail_array_views.py:[[@LINE+3]]:11: error: a slice bound must be an integer or `None`, not `float64`
    # CHECK-NEXT: {{^}}    b = a[1.5:]{{$}}
    # CHECK-NEXT: {{^}}          ^~~{{$}}
    b = a[1.5:]
    # CHECK: fail_array_views.py:[[@LINE+3]]:13: error: a slice step cannot be zero
    # CHECK-NEXT: {{^}}    c = a[::0]{{$}}
    # CHECK-NEXT: {{^}}            ^{{$}}
    c = a[::0]
    # CHECK: fail_array_views.py:[[@LINE+3]]:13: error: a slice step must be an integer or `None`, not `float32`
    # CHECK-NEXT: {{^}}    d = a[::x]{{$}}
    # CHECK-NEXT: {{^}}            ^{{$}}
    d = a[::x]
    # CHECK: fail_array_views.py:[[@LINE+3]]:11: error: an array index must be an integer or a slice, not `float32`
    # CHECK-NEXT: {{^}}    e = m[x, :]{{$}}
    # CHECK-NEXT: {{^}}          ^{{$}}
    e = m[x, :]
    # CHECK: fail_array_views.py:[[@LINE+3]]:5: error: `m[0, :]` is a view of many elements; kernel code stores one element at a time, so assign to each element (in a loop) instead
    # CHECK-NEXT: {{^}}    m[0, :] = 1{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~{{$}}
    m[0, :] = 1
    # CHECK: fail_array_views.py:[[@LINE+3]]:9: error: `reshape` needs a C-contiguous array, but `float32[:]` is not; a view that skips elements cannot be reshaped in place
    # CHECK-NEXT: {{^}}    g = f.reshape(2, 2){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~{{$}}
    g = f.reshape(2, 2)
    # CHECK: fail_array_views.py:[[@LINE+3]]:19: error: the shape given to `reshape` must be integers or a tuple of integers, but `x` is a value of type `float32`
    # CHECK-NEXT: {{^}}    h = a.reshape(x, 2){{$}}
    # CHECK-NEXT: {{^}}                  ^{{$}}
    h = a.reshape(x, 2)
    # CHECK: fail_array_views.py:[[@LINE+3]]:9: error: the extents given to `reshape` must be non-negative, with at most one `-1` for the extent to infer, not (-1, -1)
    # CHECK-NEXT: {{^}}    p = a.reshape(-1, -1){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~{{$}}
    p = a.reshape(-1, -1)
    # CHECK: fail_array_views.py:[[@LINE+3]]:9: error: `view` as `int16`, whose items are 2 bytes, not 4 as in `float32[:]`, needs a C- or F-contiguous array
    # CHECK-NEXT: {{^}}    q = f.view(np.int16){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~{{$}}
    q = f.view(np.int16)
    # CHECK: fail_array_views.py:[[@LINE+3]]:16: error: `view` takes a number type such as `np.int32` or `float32`, not a value of type `int64`
    # CHECK-NEXT: {{^}}    r = a.view(3){{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    r = a.view(3)
    # CHECK: fail_array_views.py:[[@LINE+3]]:11: error: `float32[:, ::1]` has 2 dimensions, but the index gives 3 subscripts
    # CHECK-NEXT: {{^}}    s = m[1, 2, :]{{$}}
    # CHECK-NEXT: {{^}}          ^~~~~~~{{$}}
    s = m[1, 2, :]
    # CHECK: fail_array_views.py:[[@LINE+3]]:9: error: `reshape` needs the new shape, such as `a.reshape(4, 8)`
    # CHECK-NEXT: {{^}}    t = a.reshape(){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~{{$}}
    t = a.reshape()
    # CHECK: fail_array_views.py:[[@LINE+3]]:9: error: `reshape` needs a C-contiguous array, but `float32[::1, :]` is not; reshape its transpose (`a.T.reshape(...)`) instead
    # CHECK-NEXT: {{^}}    u = m.T.reshape(4){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~{{$}}
    u = m.T.reshape(4)
    # CHECK: fail_array_views.py:[[@LINE+3]]:9: error: `reshape` makes arrays of 1 to 4 dimensions, but the shape has 5
    # CHECK-NEXT: {{^}}    w = a.reshape(1, 1, 1, 1, 1){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    w = a.reshape(1, 1, 1, 1, 1)
    a[0] = 1
