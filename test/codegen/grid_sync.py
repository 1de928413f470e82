# The inline grid barrier in PTX: from sm_70 a release add and acquire loads
# on the workspace word; before, membar.gl around a relaxed add and volatile
# loads. Without a cooperative launch's workspace the kernel traps. The
# kernel is marked cooperative in its header line.
# RUN: %dslc-ptx %s --kernel k --signature "int64[::1]" | FileCheck %s --check-prefixes=CHECK,SM90
# RUN: %dslc-ptx %s --kernel k --signature "int64[::1]" --arch sm_60 | FileCheck %s --check-prefixes=CHECK,SM60
from numba import cuda


@cuda.jit
def k(x):
    g = cuda.cg.this_grid()
    x[0] = 1
    g.sync()
    x[1] = x[0] + 1

# CHECK: cooperative=1
# CHECK-LABEL: .visible .entry k(
# CHECK: st.global.u64
# CHECK: bar.sync 0;
# CHECK-DAG: mov.b32 %r{{[0-9]+}}, %envreg1;
# CHECK-DAG: mov.b32 %r{{[0-9]+}}, %envreg2;
# SM90: atom.add.release.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
# SM90: ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
# SM90-NOT: membar
# SM60: membar.gl;
# SM60: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
# SM60: ld.volatile.u32
# SM60: membar.gl;
# CHECK: bar.sync 0;
# CHECK: ld.global.u64
# CHECK: trap;
