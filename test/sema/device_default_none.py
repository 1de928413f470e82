# A parameter whose default is None and that a call leaves out is None in
# that specialisation, as Numba's `Omitted(None)`: `y is None` is then a
# constant condition, and the dead arm is not typed.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def add(x, y=None):
    if y is None:
        return x
    else:
        return x + y


@cuda.jit
def k(a, n):
    # CHECK: Call <[[@LINE+1]]:{{.*}}> : int32
    a[0] = add(n)
    # CHECK: Call <[[@LINE+1]]:{{.*}}> : float64
    a[1] = add(n, 1.5)

# CHECK: DeviceFunction add(int32, none = None) -> int32
# CHECK: DeviceFunction add(int32, float64 = 1.5) -> float64
