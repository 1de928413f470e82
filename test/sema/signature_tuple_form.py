# A signature as a tuple of types, in the decorator or on the command line
# in parentheses: `(float32[::1], int64)`, `(f32, i64)`.
# RUN: %dslc compile --emit=typed %s --kernel k | FileCheck %s --check-prefix=DECORATOR
# RUN: %dslc compile --emit=typed %s --kernel k --signature "(f32[::1], i64)" | FileCheck %s --check-prefix=OPTION
from numba import cuda, float32, int64


@cuda.jit((float32[::1], int64))
def k(a, n):
    a[0] = n

# DECORATOR: Kernel k(float32[::1], int64)
# OPTION:    Kernel k(float32[::1], int64)
