# -O0 keeps the lowering's stack slots (a local-memory depot, every variable
# stored and reloaded through it); -O3 keeps everything in registers and
# fuses a*x+y. (Not coarsened: at -O0 a coarsened kernel calls its body,
# coarsen_saxpy.py.)
# RUN: %dslc-ptx %s -O0 --no-coarsen --kernel k --signature "float32, float32[::1], float32[::1]" | FileCheck %s --check-prefix=O0
# RUN: %dslc-ptx %s -O3 --no-coarsen --kernel k --signature "float32, float32[::1], float32[::1]" | FileCheck %s --check-prefix=O3
from numba import cuda


@cuda.jit
def k(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]

# O0-LABEL: .visible .entry k(
# O0: .local .align {{[0-9]+}} .b8 __local_depot0
# O0: st.f32 [%SP+{{[0-9]+}}]
# O0: ld.f32 {{.*}}[%SP+{{[0-9]+}}]
# O0: ret;

# O3-LABEL: .visible .entry k(
# O3-NOT: __local_depot
# O3-NOT: %SP
# O3: fma.rn.f32
# O3: ret;
