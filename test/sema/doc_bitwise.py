# docs/language.md, "Typing rules": bitwise operators and shifts.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "uint32, int32, bool, int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(u, i, flag, out):
    a = u & 0xFF                     # int64: 0xFF is an int64
    b = u >> i                       # uint64: a shift keeps the left side's sign
    c = i << u                       # int64
    d = flag ^ flag                  # bool
    e = ~u                           # uint64
    out[0] = a + b + c + d + e

# CHECK: Name a <{{.*}}> : int64
# CHECK: Name b <{{.*}}> : uint64
# CHECK: Name c <{{.*}}> : int64
# CHECK: Name d <{{.*}}> : bool
# CHECK: Name e <{{.*}}> : uint64
