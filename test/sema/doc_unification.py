# docs/language.md, "Typing rules": variables where control flow joins.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, x, out):
    if n > 0:
        y = n                        # int32 here ...
    else:
        y = x                        # ... float32 here ...
    out[0] = y                       # ... so y is float64 everywhere

# CHECK: Name y <{{.*}}> : float64
# CHECK: Name y <{{.*}}> : float64
# CHECK: Name y <{{.*}}> : float64
