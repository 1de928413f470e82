# Each architecture gets the lowest PTX ISA version that LLVM 19 and ptxas
# accept for it, so the PTX loads on the oldest driver that knows the GPU:
# Maxwell to Turing (sm_50 to sm_75) PTX 6.3, the first ISA with every
# `*.sync` warp intrinsic and with sm_75; sm_80 7.0, sm_86 7.1, sm_87 7.4,
# sm_89 and sm_90 7.8. CUDA 13's ptxas no longer compiles for GPUs before
# sm_75; %dslc-ptx checks their PTX by compiling it for sm_75, as a newer
# GPU's driver would. Without --arch the target is sm_90.
# RUN: %dslc-ptx %s --arch sm_50 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM50
# RUN: %dslc-ptx %s --arch sm_53 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM53
# RUN: %dslc-ptx %s --arch sm_60 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM60
# RUN: %dslc-ptx %s --arch sm_62 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM62
# RUN: %dslc-ptx %s --arch sm_70 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM70
# RUN: %dslc-ptx %s --arch sm_72 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM72
# RUN: %dslc-ptx %s --arch sm_75 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM75
# RUN: %dslc-ptx %s --arch sm_80 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM80
# RUN: %dslc-ptx %s --arch sm_86 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM86
# RUN: %dslc-ptx %s --arch sm_87 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM87
# RUN: %dslc-ptx %s --arch sm_89 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM89
# RUN: %dslc-ptx %s --arch sm_90 --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM90
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1]" | FileCheck %s --check-prefix=SM90
from numba import cuda


@cuda.jit
def k(a):
    a[cuda.grid(1)] = 1.0

# SM50: // dslc.kernel entry=k kernel=k signature="float32[::1]" target=sm_50
# SM50: {{^}}.version 6.3{{$}}
# SM50-NEXT: {{^}}.target sm_50{{$}}
# SM50: .visible .entry k(

# SM53: {{^}}.version 6.3{{$}}
# SM53-NEXT: {{^}}.target sm_53{{$}}

# SM60: {{^}}.version 6.3{{$}}
# SM60-NEXT: {{^}}.target sm_60{{$}}

# SM62: {{^}}.version 6.3{{$}}
# SM62-NEXT: {{^}}.target sm_62{{$}}

# SM70: {{^}}.version 6.3{{$}}
# SM70-NEXT: {{^}}.target sm_70{{$}}

# SM72: {{^}}.version 6.3{{$}}
# SM72-NEXT: {{^}}.target sm_72{{$}}

# SM75: {{^}}.version 6.3{{$}}
# SM75-NEXT: {{^}}.target sm_75{{$}}

# SM80: {{^}}.version 7.0{{$}}
# SM80-NEXT: {{^}}.target sm_80{{$}}

# SM86: {{^}}.version 7.1{{$}}
# SM86-NEXT: {{^}}.target sm_86{{$}}

# SM87: {{^}}.version 7.4{{$}}
# SM87-NEXT: {{^}}.target sm_87{{$}}

# SM89: {{^}}.version 7.8{{$}}
# SM89-NEXT: {{^}}.target sm_89{{$}}

# SM90: target=sm_90
# SM90: {{^}}.version 7.8{{$}}
# SM90-NEXT: {{^}}.target sm_90{{$}}
# SM90: .visible .entry k(
