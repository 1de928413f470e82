# docs/language.md, "Typing rules": straight-line redefinition.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    v = 1                            # int64
    out[0] = v
    v = 0.5                          # float64: a new value, a new type
    out[1] = v

# CHECK: Name v <{{.*}}> : int64
# CHECK: Name v <{{.*}}> : int64
# CHECK: Name v <{{.*}}> : float64
# CHECK: Name v <{{.*}}> : float64
