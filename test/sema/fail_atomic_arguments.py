# The first argument of an atomic is an array; the index an integer for a
# 1-D array and a tuple of one integer per dimension otherwise; the values
# numbers. Atomics take no keywords.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32, float64[:, ::1], uint32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n, m, u):
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:26: error: the first argument of `cuda.atomic.add` must be an array, not a value of type `int32`
    # CHECK-NEXT: {{^}}    r1 = cuda.atomic.add(n, 0, 1){{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    r1 = cuda.atomic.add(n, 0, 1)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:29: error: the index of `cuda.atomic.add` on `float32[::1]` must be an integer, not a value of type `tuple(int64, int64)`
    # CHECK-NEXT: {{^}}    r2 = cuda.atomic.add(a, (0, 1), 1){{$}}
    # CHECK-NEXT: {{^}}                            ^~~~~~{{$}}
    r2 = cuda.atomic.add(a, (0, 1), 1)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:29: error: the index of `cuda.atomic.add` on `float32[::1]` must be an integer, not a value of type `float64`
    # CHECK-NEXT: {{^}}    r3 = cuda.atomic.add(a, 1.0, 1){{$}}
    # CHECK-NEXT: {{^}}                            ^~~{{$}}
    r3 = cuda.atomic.add(a, 1.0, 1)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:29: error: the index of `cuda.atomic.max` on `float64[:, ::1]` must be a tuple of 2 integers, not a value of type `int64`
    # CHECK-NEXT: {{^}}    r4 = cuda.atomic.max(m, 0, 1.0){{$}}
    # CHECK-NEXT: {{^}}                            ^{{$}}
    r4 = cuda.atomic.max(m, 0, 1.0)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:29: error: the index of `cuda.atomic.min` on `float64[:, ::1]` must be a tuple of 2 integers, not a value of type `tuple(int64, int64, int64)`
    # CHECK-NEXT: {{^}}    r5 = cuda.atomic.min(m, (0, 1, 2), 1.0){{$}}
    # CHECK-NEXT: {{^}}                            ^~~~~~~~~{{$}}
    r5 = cuda.atomic.min(m, (0, 1, 2), 1.0)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:29: error: the index of `cuda.atomic.sub` on `float64[:, ::1]` must be a tuple of 2 integers, not a value of type `tuple(int64, float64)`
    # CHECK-NEXT: {{^}}    r6 = cuda.atomic.sub(m, (0, 1.5), 1.0){{$}}
    # CHECK-NEXT: {{^}}                            ^~~~~~~~{{$}}
    r6 = cuda.atomic.sub(m, (0, 1.5), 1.0)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:33: error: the values of `cuda.atomic.exch` must be numbers, not a value of type `float32[::1]`
    # CHECK-NEXT: {{^}}    r7 = cuda.atomic.exch(u, 0, a){{$}}
    # CHECK-NEXT: {{^}}                                ^{{$}}
    r7 = cuda.atomic.exch(u, 0, a)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:10: error: `cuda.atomic.cas` takes 4 arguments, but 3 were given
    # CHECK-NEXT: {{^}}    r8 = cuda.atomic.cas(u, 0, 1){{$}}
    # CHECK-NEXT: {{^}}         ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    r8 = cuda.atomic.cas(u, 0, 1)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:10: error: `cuda.atomic.add` takes 3 arguments, but 2 were given
    # CHECK-NEXT: {{^}}    r9 = cuda.atomic.add(a, 0){{$}}
    # CHECK-NEXT: {{^}}         ^~~~~~~~~~~~~~~~~~~~~{{$}}
    r9 = cuda.atomic.add(a, 0)
    # CHECK: fail_atomic_arguments.py:[[@LINE+3]]:33: error: `cuda.atomic.add` takes no keyword arguments
    # CHECK-NEXT: {{^}}    r10 = cuda.atomic.add(a, 0, val=1){{$}}
    # CHECK-NEXT: {{^}}                                ^~~{{$}}
    r10 = cuda.atomic.add(a, 0, val=1)
    a[0] = r1 + r2 + r3 + r4 + r5 + r6 + r7 + r8 + r9 + r10
