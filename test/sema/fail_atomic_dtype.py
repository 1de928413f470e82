# Each atomic works on arrays of some dtypes: add, sub, max, min, nanmax and
# nanmin on 32- and 64-bit integers and floats, and_, or_, xor, exch, cas and
# compare_and_swap on 32- and 64-bit integers, inc and dec on uint32 and
# uint64; compare_and_swap on 1-D arrays only.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32[::1], int16[::1], float64[:, ::1], uint32[:, ::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(f, i, small, m, u):
    # CHECK: fail_atomic_dtype.py:[[@LINE+3]]:27: error: `cuda.atomic.and_` does not work on arrays of float32; it supports int32, uint32, int64 and uint64
    # CHECK-NEXT: {{^}}    r1 = cuda.atomic.and_(f, 0, 1){{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    r1 = cuda.atomic.and_(f, 0, 1)
    # CHECK: fail_atomic_dtype.py:[[@LINE+3]]:26: error: `cuda.atomic.inc` does not work on arrays of int32; it supports uint32 and uint64
    # CHECK-NEXT: {{^}}    r2 = cuda.atomic.inc(i, 0, 10){{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    r2 = cuda.atomic.inc(i, 0, 10)
    # CHECK: fail_atomic_dtype.py:[[@LINE+3]]:26: error: `cuda.atomic.add` does not work on arrays of int16; it supports int32, uint32, int64, uint64, float32 and float64
    # CHECK-NEXT: {{^}}    r3 = cuda.atomic.add(small, 0, 1){{$}}
    # CHECK-NEXT: {{^}}                         ^~~~~{{$}}
    r3 = cuda.atomic.add(small, 0, 1)
    # CHECK: fail_atomic_dtype.py:[[@LINE+3]]:27: error: `cuda.atomic.exch` does not work on arrays of float64; it supports int32, uint32, int64 and uint64
    # CHECK-NEXT: {{^}}    r4 = cuda.atomic.exch(m, (0, 0), 1.0){{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    r4 = cuda.atomic.exch(m, (0, 0), 1.0)
    # CHECK: fail_atomic_dtype.py:[[@LINE+3]]:26: error: `cuda.atomic.cas` does not work on arrays of float32; it supports int32, uint32, int64 and uint64
    # CHECK-NEXT: {{^}}    r5 = cuda.atomic.cas(f, 0, 0.0, 1.0){{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    r5 = cuda.atomic.cas(f, 0, 0.0, 1.0)
    # CHECK: fail_atomic_dtype.py:[[@LINE+3]]:39: error: `cuda.atomic.compare_and_swap` works on element 0 of a 1-D array, not on `uint32[:, ::1]`; use `cuda.atomic.cas(array, index, old, value)`
    # CHECK-NEXT: {{^}}    r6 = cuda.atomic.compare_and_swap(u, 0, 1){{$}}
    # CHECK-NEXT: {{^}}                                      ^{{$}}
    r6 = cuda.atomic.compare_and_swap(u, 0, 1)
    # CHECK: fail_atomic_dtype.py:[[@LINE+3]]:26: error: `cuda.atomic.dec` does not work on arrays of float32; it supports uint32 and uint64
    # CHECK-NEXT: {{^}}    r7 = cuda.atomic.dec(f, 0, 1){{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    r7 = cuda.atomic.dec(f, 0, 1)
    f[0] = r1 + r2 + r3 + r4 + r5 + r6 + r7
