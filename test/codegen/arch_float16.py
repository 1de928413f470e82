# float16 arithmetic has no gate: from sm_53 it is native (add.f16);
# sm_50 and sm_52 have no float16 instructions, so LLVM computes in float32
# and rounds back, which gives the same float16 result for one operation.
# RUN: %dslc-ptx %s --arch sm_52 --kernel k --signature "float16[::1]" | FileCheck %s --check-prefix=SM52 --implicit-check-not=add.f16
# RUN: %dslc-ptx %s --arch sm_53 --kernel k --signature "float16[::1]" | FileCheck %s --check-prefix=SM53 --implicit-check-not=add.f32
from numba import cuda


@cuda.jit
def k(a):
    a[0] = a[1] + a[2]

# SM52: .target sm_52
# SM52-LABEL: .visible .entry k(
# SM52: cvt.f32.f16
# SM52: cvt.f32.f16
# SM52: add.f32
# SM52: cvt.rn.f16.f32

# SM53: .target sm_53
# SM53-LABEL: .visible .entry k(
# SM53: add.f16
