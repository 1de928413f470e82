# A module-level name whose value is not a compile-time constant; the note
# points at the part that is not.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import numpy as np

from numba import cuda

TABLE = np.linspace(0, 1, 10)


@cuda.jit
def k(a, n):
    # CHECK: fail_unusable_global_not_constant.py:[[@LINE+6]]:12: error: `TABLE` is not a compile-time constant: `np.linspace` is not among the NumPy functions a kernel file builds module-level arrays with: `np.array`, `np.asarray`, `np.arange`, `np.zeros`, `np.ones`, `np.empty` and `np.full`
    # CHECK-NEXT: {{^}}    a[0] = TABLE[n]{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~{{$}}
    # CHECK-NEXT: fail_unusable_global_not_constant.py:[[@LINE-8]]:9: note: `TABLE` is defined here
    # CHECK-NEXT: {{^}}TABLE = np.linspace(0, 1, 10){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~{{$}}
    a[0] = TABLE[n]
