# `float32` is a name only once imported (from numba or numpy).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_undefined_name_not_imported.py:[[@LINE+3]]:12: error: name `float32` is not defined
    # CHECK-NEXT: {{^}}    a[0] = float32(n){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~{{$}}
    a[0] = float32(n)
