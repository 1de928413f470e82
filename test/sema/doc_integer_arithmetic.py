# docs/language.md, "Typing rules": integer arithmetic widens to 64 bits.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, uint32, int8, int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i, u, s, out):
    a = i + i                        # int64: int32 + int32
    b = u * u                        # uint64: both unsigned
    c = i - u                        # int64: signed if either side is
    d = s * s + 1                    # int64
    out[0] = a + b + c + d

# CHECK: Name a <{{.*}}> : int64
# CHECK: Name b <{{.*}}> : uint64
# CHECK: Name c <{{.*}}> : int64
# CHECK: Name d <{{.*}}> : int64
