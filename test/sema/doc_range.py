# docs/language.md, "Typing rules": the type of a range loop's variable.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, int64, uint32, int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n32, n64, u32, out):
    for i in range(n32):             # int32
        out[0] += i
    for j in range(0, n32):          # int64: 0 is an int64 literal
        out[0] += j
    for k in range(n64):             # int64
        out[0] += k
    for m in range(u32):             # uint64
        out[0] += m

# CHECK: Name i <{{.*}}> : int32
# CHECK: Name j <{{.*}}> : int64
# CHECK: Name k <{{.*}}> : int64
# CHECK: Name m <{{.*}}> : uint64
