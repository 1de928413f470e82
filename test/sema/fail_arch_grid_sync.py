# Grid synchronisation (`cuda.cg.this_grid()`) needs sm_60, the first
# architecture with cooperative launch: before it the call is an error naming
# the architecture, whether or not `.sync()` follows. The same kernel
# compiles for sm_60.
# RUN: not %dslc compile %s --arch sm_53 --kernel k --signature "int32[::1]" -o %t.ptx 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: %dslc compile %s --arch sm_60 --kernel k --signature "int32[::1]" -o %t.ptx
# RUN: FileCheck %s --check-prefix=SM60 < %t.ptx
from numba import cuda


@cuda.jit
def k(a):
    # CHECK: fail_arch_grid_sync.py:[[@LINE+3]]:9: error: `cuda.cg.this_grid()` (grid synchronisation) needs sm_60 or newer, but the target is sm_53
    # CHECK-NEXT: {{^}}    g = cuda.cg.this_grid(){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~{{$}}
    g = cuda.cg.this_grid()
    a[0] = 1
    g.sync()

# SM60: dslc.kernel entry=k kernel=k signature="int32[::1]" target=sm_60 cooperative=1
# SM60: .target sm_60
