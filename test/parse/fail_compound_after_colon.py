# A block on the line of its `:` holds simple statements only; a compound
# statement there is reported once, and the line (and any block under it) is
# skipped.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_compound_after_colon.py:[[@LINE+3]]:11: error: `for` cannot follow `:` on the same line
    # CHECK-NEXT: {{^}}    if a: for i in range(4): pass{{$}}
    # CHECK-NEXT: {{^}}          ^~~{{$}}
    if a: for i in range(4): pass
    # CHECK: fail_compound_after_colon.py:[[@LINE+3]]:24: error: `if` cannot follow `:` on the same line
    # CHECK-NEXT: {{^}}    for i in range(4): if i:{{$}}
    # CHECK-NEXT: {{^}}                       ^~{{$}}
    for i in range(4): if i:
        b = 2
    # CHECK: fail_compound_after_colon.py:[[@LINE+3]]:14: error: `def` cannot follow `:` on the same line
    # CHECK-NEXT: {{^}}    while b: def f(): pass{{$}}
    # CHECK-NEXT: {{^}}             ^~~{{$}}
    while b: def f(): pass
    a[0] = 1
