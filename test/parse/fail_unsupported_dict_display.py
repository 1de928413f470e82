# A dict display is not supported in kernel code; parsing goes on after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_dict_display.py:[[@LINE+3]]:9: error: a dict display is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = {1: 2, 3: 4}{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~{{$}}
    x = {1: 2, 3: 4}
    # CHECK: fail_unsupported_dict_display.py:[[@LINE+3]]:9: error: a dict display is not supported in kernel code
    # CHECK-NEXT: {{^}}    y = {}{{$}}
    # CHECK-NEXT: {{^}}        ^~{{$}}
    y = {}
    # CHECK: fail_unsupported_dict_display.py:[[@LINE+3]]:9: error: a dict display is not supported in kernel code
    # CHECK-NEXT: {{^}}    z = {**x}{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~{{$}}
    z = {**x}
    a[0] = x
