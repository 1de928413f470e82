# The length of a range in `zip`/`enumerate` compares start and stop in the
# range's own type (unsigned for uint64) and divides the distance unsigned,
# so ranges at the ends of int64 and uint64 do not overflow.
# RUN: %dslc compile --emit=llvm -O0 %s --kernel k --signature "int64[::1], uint64, uint64" | FileCheck %s --check-prefix=UNSIGNED
# RUN: %dslc compile --emit=llvm -O0 %s --kernel k --signature "int64[::1], int64, int64" | FileCheck %s --check-prefix=SIGNED
from numba import cuda


@cuda.jit
def k(out, start, stop):
    for i, v in zip(range(start, stop), out):
        out[0] += i

# UNSIGNED: icmp ult i64 %{{.*}}, %{{.*}}
# UNSIGNED: udiv i64
# SIGNED: icmp slt i64
# SIGNED: udiv i64
