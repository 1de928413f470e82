# docs/language.md, "Typing rules": a variable carried around a loop.
# RUN: %dslc compile --emit=typed %s --kernel total --signature "float32[::1], float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def total(x, out):
    s = 0                            # float64, not int64: see below
    for i in range(x.size):
        s += x[i]                    # int64 + float32 is float64
    out[0] = s

# CHECK: Name s <{{.*}}> : float64
# CHECK: Name s <{{.*}}> : float64
