# A builtin called with the wrong number of arguments.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import math

from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_wrong_argument_count_builtin.py:[[@LINE+3]]:12: error: `math.atan2` takes 2 arguments, but 1 was given
    # CHECK-NEXT: {{^}}    a[0] = math.atan2(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~{{$}}
    a[0] = math.atan2(n)
