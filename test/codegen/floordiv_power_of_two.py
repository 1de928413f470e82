# `i // 4` and `i % 32` on signed integers are an arithmetic shift and a
# mask: no division instruction and no sign fix-up.
# RUN: %dslc-ptx %s --kernel k --signature "int64[::1], int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] // 4 + a[i] % 32

# CHECK-LABEL: .visible .entry k(
# CHECK-NOT: div
# CHECK-NOT: rem
# CHECK-DAG: shr.s64 {{.*}}, 2;
# CHECK-DAG: and.b64 {{.*}}, 31;
# CHECK: ret;
