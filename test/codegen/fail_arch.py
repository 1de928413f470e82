# An architecture CUDA 13's ptxas no longer accepts, and one that is not an
# architecture at all, are rejected before anything is compiled, with the
# accepted list.
# RUN: not %dslc compile %s --arch sm_70 --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=DROPPED --implicit-check-not=error
# RUN: not %dslc compile %s --arch gfx90a --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=INVALID --implicit-check-not=error
from numba import cuda


@cuda.jit
def k(a):
    a[0] = 1.0

# DROPPED: {{^}}dslc: error: `sm_70` is no longer supported: CUDA 13 dropped Maxwell, Pascal and Volta (sm_72 and older); accepted: sm_75, sm_80, sm_86, sm_87, sm_89, sm_90
# DROPPED-NOT: .entry

# INVALID: {{^}}dslc: error: invalid GPU architecture `gfx90a`: expected `sm_XX`, one of sm_75, sm_80, sm_86, sm_87, sm_89, sm_90
