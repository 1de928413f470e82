# docs/language.md, "Typing rules": literals.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    i = 42                           # int64
    u = 18446744073709551615         # uint64: above int64's range
    x = 0.5                          # float64
    t = True                         # bool
    out[0] = i + x + t
    out[1] = u

# CHECK: Name i <{{.*}}> : int64
# CHECK: Name u <{{.*}}> : uint64
# CHECK: Name x <{{.*}}> : float64
# CHECK: Name t <{{.*}}> : bool
