# `for` loops over enumerate and zip of ranges, 1-D arrays and tuples (and
# of each other): enumerate gives (int64 count, item), from `start`; zip
# gives a tuple of items and stops at the shortest source.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], float32[::1], int32[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], float32[::1], int32[::1]" > /dev/null
from numba import cuda


@cuda.jit
def k(out, a, b):
    total = 0.0
    # CHECK: Name i <[[@LINE+2]]:9-[[@LINE+2]]:10> : int64
    # CHECK: Name x <[[@LINE+1]]:12-[[@LINE+1]]:13> : float32
    for i, x in enumerate(a):
        total += i * x
    # CHECK: Name x <[[@LINE+2]]:9-[[@LINE+2]]:10> : float32
    # CHECK: Name y <[[@LINE+1]]:12-[[@LINE+1]]:13> : int32
    for x, y in zip(a, b):
        total += x * y
    # CHECK: Name y <[[@LINE+1]]:16-[[@LINE+1]]:17> : int64
    for i, (x, y) in enumerate(zip(a, range(3, 100, 2)), 10):
        total += i + x + y
    t = (1, 2.5, 3)
    # CHECK: Name v <[[@LINE+1]]:12-[[@LINE+1]]:13> : float64
    for j, v in enumerate(t, start=5):
        total += j * v
    # CHECK: Name z <[[@LINE+1]]:15-[[@LINE+1]]:16> : int32
    for x, y, z in zip(range(10, 0, -3), t, b):
        total += x + y + z
    else:
        total += 1
    out[0] = total
