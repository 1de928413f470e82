# --arch sm_80 targets Ampere with the lowest PTX ISA that has it (7.0), so
# the PTX loads on the oldest driver that knows the GPU.
# RUN: %dslc-ptx %s --arch sm_80 --kernel k --signature "float32[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=DEFAULT
from numba import cuda


@cuda.jit
def k(a):
    a[0] = 1.0

# CHECK: .version 7.0
# CHECK: .target sm_80
# CHECK: .address_size 64
# CHECK-LABEL: .visible .entry k(

# DEFAULT: .version 7.8
# DEFAULT: .target sm_90
# DEFAULT-LABEL: .visible .entry k(
