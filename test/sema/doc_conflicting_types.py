# docs/language.md, "Typing rules": no common type where paths join.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "int32, float64[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(n, out):
    t = 0
    if n > 0:
        t = (n, n)
    out[0] = t

# CHECK: doc_conflicting_types.py:10:9: error: `t` is `tuple(int32, int32)` here and `int64` elsewhere, and no type holds both; a variable has one type where control flow joins
# CHECK-NEXT: {{^}}        t = (n, n){{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
# CHECK-NEXT: doc_conflicting_types.py:8:5: note: `t` is `int64` here
