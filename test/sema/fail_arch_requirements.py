# Features newer than the target are errors at their use, naming the
# architecture they need: float64 atomic add and sub and grid
# synchronisation need sm_60, match_any_sync and match_all_sync sm_70. The
# same kernel compiles for sm_70. Device functions are checked too.
# RUN: not %dslc compile %s --arch sm_50 --kernel k --signature "float64[::1], int32" -o %t.ptx 2>&1 | FileCheck %s --check-prefix=SM50 --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --arch sm_60 --kernel k --signature "float64[::1], int32" -o %t.ptx 2>&1 | FileCheck %s --check-prefix=SM60 --strict-whitespace --implicit-check-not=error:
# RUN: %dslc compile %s --arch sm_70 --kernel k --signature "float64[::1], int32" -o %t.ptx
from numba import cuda


@cuda.jit(device=True)
def group_of(x):
    # SM50: fail_arch_requirements.py:[[@LINE+6]]:12: error: `cuda.match_any_sync` needs sm_70 or newer, but the target is sm_50
    # SM50-NEXT: {{^}}    return cuda.match_any_sync(0xFFFFFFFF, x){{$}}
    # SM50-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    # SM60: fail_arch_requirements.py:[[@LINE+3]]:12: error: `cuda.match_any_sync` needs sm_70 or newer, but the target is sm_60
    # SM60-NEXT: {{^}}    return cuda.match_any_sync(0xFFFFFFFF, x){{$}}
    # SM60-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    return cuda.match_any_sync(0xFFFFFFFF, x)


@cuda.jit
def k(a, n):
    # SM50: fail_arch_requirements.py:[[@LINE+3]]:9: error: `cuda.cg.this_grid()` (grid synchronisation) needs sm_60 or newer, but the target is sm_50
    # SM50-NEXT: {{^}}    g = cuda.cg.this_grid(){{$}}
    # SM50-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~{{$}}
    g = cuda.cg.this_grid()
    # SM50: fail_arch_requirements.py:[[@LINE+3]]:5: error: `cuda.atomic.add` on float64 needs sm_60 or newer, but the target is sm_50
    # SM50-NEXT: {{^}}    cuda.atomic.add(a, 0, 1.0){{$}}
    # SM50-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    cuda.atomic.add(a, 0, 1.0)
    # SM50: fail_arch_requirements.py:[[@LINE+3]]:5: error: `cuda.atomic.sub` on float64 needs sm_60 or newer, but the target is sm_50
    # SM50-NEXT: {{^}}    cuda.atomic.sub(a, 1, n){{$}}
    # SM50-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    cuda.atomic.sub(a, 1, n)
    cuda.atomic.max(a, 2, n)
    g.sync()
    # SM50: fail_arch_requirements.py:[[@LINE+3]]:12: error: `cuda.match_all_sync` needs sm_70 or newer, but the target is sm_50
    # SM60: fail_arch_requirements.py:[[@LINE+2]]:12: error: `cuda.match_all_sync` needs sm_70 or newer, but the target is sm_60
    # SM50-NEXT: {{^}}    same = cuda.match_all_sync(0xFFFFFFFF, n)[1]{{$}}
    same = cuda.match_all_sync(0xFFFFFFFF, n)[1]
    a[3] = group_of(n) + same
