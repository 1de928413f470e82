# An `if` or `while` whose condition is a compile-time constant keeps only
# the arm that runs: the dead arm is not typed, so a type error in it is no
# error (as Numba's dead-branch pruning), and a variable assigned only there
# does not widen the live one.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" | FileCheck %s --implicit-check-not=error:
from numba import cuda

USE_DOUBLE = False


@cuda.jit
def k(a):
    if USE_DOUBLE:
        x = a + "not even a number"
        y = 1.5
    else:
        # CHECK: Name y <[[@LINE+1]]:9-[[@LINE+1]]:10> : int64{{$}}
        y = 1
    # CHECK: Name y <[[@LINE+1]]:12-[[@LINE+1]]:13> : int64{{$}}
    a[0] = y
    while False:
        a[1] = a.no_such_attribute
    if not USE_DOUBLE:
        # CHECK: Name z <[[@LINE+1]]:9-[[@LINE+1]]:10> : int64{{$}}
        z = 2
    elif a[0]:
        z = a
    a[2] = z
