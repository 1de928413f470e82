# The grid barrier's form depends on the architecture: from sm_70 the
# arrival is a release add and the spin an acquire load; before it (sm_60 to
# sm_62) a relaxed add between two membar.gl fences and volatile loads,
# since acquire/release PTX needs sm_70. Both forms assemble.
# RUN: %dslc-ptx %s --arch sm_62 --kernel k --signature "int32[::1]" | FileCheck %s --check-prefix=SM62 --implicit-check-not=.release --implicit-check-not=.acquire
# RUN: %dslc-ptx %s --arch sm_70 --kernel k --signature "int32[::1]" | FileCheck %s --check-prefix=SM70 --implicit-check-not=membar --implicit-check-not=ld.volatile
from numba import cuda


@cuda.jit
def k(a):
    g = cuda.cg.this_grid()
    a[0] = 1
    g.sync()
    a[1] = 2

# SM62: .target sm_62
# SM62-LABEL: .visible .entry k(
# SM62: bar.sync 0;
# SM62: membar.gl;
# SM62: atom.global.add.u32
# SM62: ld.volatile.u32
# SM62: membar.gl;
# SM62: bar.sync 0;

# SM70: .target sm_70
# SM70-LABEL: .visible .entry k(
# SM70: bar.sync 0;
# SM70: atom.add.release.gpu.u32
# SM70: ld.acquire.gpu.u32
# SM70: bar.sync 0;
