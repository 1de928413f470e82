# `cuda.atomic.add` and `cuda.atomic.sub` on float64 (atom.add.f64) need
# sm_60; before it each use is an error naming the architecture. Other
# float64 atomics are CAS loops, which every architecture has. The same
# kernel compiles for sm_60.
# RUN: not %dslc compile %s --arch sm_53 --kernel k --signature "float64[::1], int32" -o %t.ptx 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: %dslc compile %s --arch sm_60 --kernel k --signature "float64[::1], int32" -o %t.ptx
# RUN: FileCheck %s --check-prefix=SM60 < %t.ptx
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_arch_f64_atomic.py:[[@LINE+3]]:5: error: `cuda.atomic.add` on float64 needs sm_60 or newer, but the target is sm_53
    # CHECK-NEXT: {{^}}    cuda.atomic.add(a, 0, 1.0){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    cuda.atomic.add(a, 0, 1.0)
    # CHECK: fail_arch_f64_atomic.py:[[@LINE+3]]:5: error: `cuda.atomic.sub` on float64 needs sm_60 or newer, but the target is sm_53
    # CHECK-NEXT: {{^}}    cuda.atomic.sub(a, 1, n){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    cuda.atomic.sub(a, 1, n)
    cuda.atomic.max(a, 2, n)

# SM60: .target sm_60
# SM60: atom.global.add.f64
