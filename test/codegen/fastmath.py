# fastmath=True: approximate division, square root and transcendentals, and
# float32 denormals flushed to zero (.ftz), as nvcc's --use_fast_math. The
# same kernel without it keeps IEEE division and square root.
# RUN: %dslc-ptx %s --kernel fast --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=FAST
# RUN: %dslc-ptx %s --kernel exact --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=EXACT
from numba import cuda
import math


@cuda.jit(fastmath=True)
def fast(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = math.sqrt(a[i]) / (a[i] + a[i]) + math.exp(a[i]) + math.sin(a[i])


@cuda.jit
def exact(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = math.sqrt(a[i]) / (a[i] + a[i])

# FAST-LABEL: .visible .entry fast(
# FAST-DAG: sqrt.approx.ftz.f32
# FAST-DAG: div.approx.ftz.f32
# FAST-DAG: ex2.approx.ftz.f32
# FAST-DAG: sin.approx.ftz.f32
# FAST-NOT: div.rn
# FAST: ret;

# EXACT-LABEL: .visible .entry exact(
# EXACT: sqrt.rn.f32
# EXACT: div.rn.f32
# EXACT-NOT: .ftz
# EXACT-NOT: approx
# EXACT: ret;
