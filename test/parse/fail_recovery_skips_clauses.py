# When a statement's header has an error, its `elif`/`else` arms are skipped
# with it, without errors of their own.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_recovery_skips_clauses.py:[[@LINE+3]]:11: error: expected an expression, found `:`
    # CHECK-NEXT: {{^}}    if a +:{{$}}
    # CHECK-NEXT: {{^}}          ^{{$}}
    if a +:
        a[0] = 1
    elif b:
        a[0] = 2
    else:
        a[0] = 3
    # CHECK: fail_recovery_skips_clauses.py:[[@LINE+3]]:27: error: expected `else`, found `:`
    # CHECK-NEXT: {{^}}    for i in range(4) if b:{{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    for i in range(4) if b:
        pass
    else:
        pass
    a[1] = 4
