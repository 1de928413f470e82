# A module-level string: kernel code has no strings.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda

NAME = "saxpy"


@cuda.jit
def k(a, n):
    # CHECK: fail_unusable_global_string.py:[[@LINE+6]]:12: error: `NAME` is not a compile-time constant: strings are not supported in kernel code
    # CHECK-NEXT: {{^}}    a[0] = NAME{{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    # CHECK-NEXT: fail_unusable_global_string.py:[[@LINE-8]]:8: note: `NAME` is defined here
    # CHECK-NEXT: {{^}}NAME = "saxpy"{{$}}
    # CHECK-NEXT: {{^}}       ^~~~~~~{{$}}
    a[0] = NAME
