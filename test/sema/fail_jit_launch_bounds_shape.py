# launch_bounds is a thread count or (threads, minimum blocks).
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_jit_launch_bounds_shape.py:[[@LINE+3]]:52: error: `launch_bounds=` needs a thread count or (threads, minimum blocks per multiprocessor), not `(128, 2, 1)`
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32)", launch_bounds=(128, 2, 1)){{$}}
# CHECK-NEXT: {{^}}                                                   ^~~~~~~~~~~{{$}}
@cuda.jit("void(float32[:], int32)", launch_bounds=(128, 2, 1))
def k(a, n):
    a[0] = n
