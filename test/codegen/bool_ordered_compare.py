# Ordered comparisons of bools (and min/max over bools) compare them as
# bytes, False < True: NVPTX cannot select an ordered i1 comparison, which
# at -O0 (no optimiser to rewrite it first) once failed instruction
# selection with an internal error.
# RUN: %dslc-ptx %s --kernel k --signature "bool, bool, int32[::1]" -O0 | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "bool, bool, int32[::1]" -O3 | FileCheck %s --check-prefix=O3
# RUN: %dslc-ptx %s --kernel chained --signature "uint64, float64, bool, bool, bool[::1]" --arch sm_50 -O0 | FileCheck %s --check-prefix=CHAINED
from numba import cuda


@cuda.jit
def k(c, d, out):
    out[0] = c > d and c
    out[1] = c >= d and d
    out[2] = c <= d and d
    out[3] = c < d < c
    out[4] = min(c, d)
    out[5] = max(c, d, True)


@cuda.jit
def chained(a, b, c, d, out):
    out[0] = a == b != c > d >= 0

# CHECK-LABEL: .visible .entry k(
# CHECK: setp.gt.u16
# CHECK: setp.ge.u16
# CHECK: setp.le.u16
# CHECK: setp.lt.u16
# O3-LABEL: .visible .entry k(
# O3: st.global.u32
# CHAINED-LABEL: .visible .entry chained(
# CHAINED: setp.gt.u16
