# A module that kernel code cannot use.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import os

from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_unusable_global_module.py:[[@LINE+6]]:12: error: module `os` is not available in kernel code
    # CHECK-NEXT: {{^}}    a[0] = os.getpid(){{$}}
    # CHECK-NEXT: {{^}}           ^~{{$}}
    # CHECK-NEXT: fail_unusable_global_module.py:[[@LINE-10]]:8: note: `os` is defined here
    # CHECK-NEXT: {{^}}import os{{$}}
    # CHECK-NEXT: {{^}}       ^~{{$}}
    a[0] = os.getpid()
