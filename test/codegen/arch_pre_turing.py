# Maxwell to Volta (sm_50 to sm_72) get PTX 6.3, the first ISA with every
# `*.sync` warp intrinsic. CUDA 13's ptxas no longer compiles for these GPUs;
# %dslc-ptx checks their PTX by compiling it for sm_75, as a newer GPU's
# driver would.
# RUN: %dslc-ptx %s --arch sm_50 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM50
# RUN: %dslc-ptx %s --arch sm_60 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM60
# RUN: %dslc-ptx %s --arch sm_72 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM72
from numba import cuda


@cuda.jit
def k(a):
    a[cuda.grid(1)] = 1.0

# SM50: // dslc.kernel entry=k kernel=k signature="float32[::1]" target=sm_50
# SM50: .version 6.3
# SM50: .target sm_50
# SM50-LABEL: .visible .entry k(

# SM60: .version 6.3
# SM60: .target sm_60
# SM60-LABEL: .visible .entry k(

# SM72: .version 6.3
# SM72: .target sm_72
# SM72-LABEL: .visible .entry k(
