# A compound statement header without its `:`; the header and its block are
# skipped, so the statements after it still parse.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_missing_colon.py:[[@LINE+3]]:16: error: expected `:`, found end of line
    # CHECK-NEXT: {{^}}    if a[0] > 0{{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    if a[0] > 0
        a[0] = 0
    # CHECK: fail_missing_colon.py:[[@LINE+3]]:22: error: expected `:`, found end of line
    # CHECK-NEXT: {{^}}    for i in range(4){{$}}
    # CHECK-NEXT: {{^}}                     ^{{$}}
    for i in range(4)
        pass
    # CHECK: fail_missing_colon.py:[[@LINE+3]]:12: error: expected `:`, found end of line
    # CHECK-NEXT: {{^}}    while b{{$}}
    # CHECK-NEXT: {{^}}           ^{{$}}
    while b
        b -= 1
    a[1] = 1
