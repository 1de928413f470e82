# An option @cuda.jit does not have.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


# CHECK: fail_jit_unknown_option.py:[[@LINE+3]]:38: error: unknown option `fast_math` for `@cuda.jit`; the options are cache, coarsen, debug, device, fastmath, inline, launch_bounds, lineinfo, max_registers and opt
# CHECK-NEXT: {{^}}@cuda.jit("void(float32[:], int32)", fast_math=True){{$}}
# CHECK-NEXT: {{^}}                                     ^~~~~~~~~{{$}}
@cuda.jit("void(float32[:], int32)", fast_math=True)
def k(a, n):
    a[0] = n
