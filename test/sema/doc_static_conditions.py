# docs/language.md, "Typing rules": constant conditions prune dead code.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" | FileCheck %s
from numba import cuda

DOUBLE = False


@cuda.jit
def k(a):
    if DOUBLE:
        acc = 0.0
        a[0] = a.not_an_attribute    # not typed: no error
    else:
        acc = 0                      # int64 only
    a[0] = acc

# CHECK: Name acc <{{.*}}> : int64
# CHECK: Name acc <{{.*}}> : int64
