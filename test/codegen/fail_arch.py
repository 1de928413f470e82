# An architecture older than Maxwell, and one that is not an architecture at
# all, are rejected before anything is compiled, with the accepted list.
# RUN: not %dslc compile %s --arch sm_35 --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=DROPPED --implicit-check-not=error
# RUN: not %dslc compile %s --arch gfx90a --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=INVALID --implicit-check-not=error
from numba import cuda


@cuda.jit
def k(a):
    a[0] = 1.0

# DROPPED: {{^}}dslc: error: `sm_35` is not supported: dslc targets Maxwell (sm_50) and newer; accepted: sm_50, sm_52, sm_53, sm_60, sm_61, sm_62, sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90
# DROPPED-NOT: .entry

# INVALID: {{^}}dslc: error: invalid GPU architecture `gfx90a`: expected `sm_XX`, one of sm_50, sm_52, sm_53, sm_60, sm_61, sm_62, sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90
