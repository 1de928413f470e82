# After 20 errors the compiler stops with a message of its own and reads no
# further: 25 broken statements give 20 errors.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a):
    # CHECK: fail_error_limit.py:[[@LINE+3]]:11: error: expected an expression, found end of line
    # CHECK-NEXT: {{^}}    a[0] ={{$}}
    # CHECK-NEXT: {{^}}          ^{{$}}
    a[0] =
    a[1] =
    a[2] =
    a[3] =
    a[4] =
    a[5] =
    a[6] =
    a[7] =
    a[8] =
    a[9] =
    a[10] =
    a[11] =
    a[12] =
    a[13] =
    a[14] =
    a[15] =
    a[16] =
    a[17] =
    a[18] =
    a[19] =
    a[20] =
    a[21] =
    a[22] =
    a[23] =
    a[24] =
# CHECK-COUNT-18: error: expected an expression, found end of line
# CHECK: fail_error_limit.py:{{[0-9]+}}:12: error: expected an expression, found end of line
# CHECK-NEXT: {{^}}    a[19] ={{$}}
# CHECK-NEXT: {{^}}           ^{{$}}
# CHECK-NEXT: {{^}}dslc: error: too many errors emitted (20), stopping now{{$}}
