# `cuda.match_any_sync` and `cuda.match_all_sync` (match.sync) need sm_70;
# before it each use is an error naming the architecture, in device
# functions too. The same kernel compiles for sm_70.
# RUN: not %dslc compile %s --arch sm_62 --kernel k --signature "int32[::1], int32" -o %t.ptx 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: %dslc compile %s --arch sm_70 --kernel k --signature "int32[::1], int32" -o %t.ptx
# RUN: FileCheck %s --check-prefix=SM70 < %t.ptx
from numba import cuda


@cuda.jit(device=True)
def group_of(x):
    # CHECK: fail_arch_match.py:[[@LINE+3]]:12: error: `cuda.match_any_sync` needs sm_70 or newer, but the target is sm_62
    # CHECK-NEXT: {{^}}    return cuda.match_any_sync(0xFFFFFFFF, x){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    return cuda.match_any_sync(0xFFFFFFFF, x)


@cuda.jit
def k(a, n):
    # CHECK: fail_arch_match.py:[[@LINE+3]]:12: error: `cuda.match_all_sync` needs sm_70 or newer, but the target is sm_62
    # CHECK-NEXT: {{^}}    same = cuda.match_all_sync(0xFFFFFFFF, n)[1]{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    same = cuda.match_all_sync(0xFFFFFFFF, n)[1]
    a[0] = group_of(n) + same

# SM70: .target sm_70
# SM70-DAG: match.any.sync.b32
# SM70-DAG: match.all.sync.b32
