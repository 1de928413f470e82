# Views are registers: a slice moves the data pointer and scales the
# strides, with no copy (no local memory, no memcpy). A constant step needs
# no division; a transposed array indexes with swapped strides; an atomic on
# a view updates the original array; a slice of a shared array stays in
# shared memory.
# RUN: %dslc compile --emit=llvm %s --kernel rows --signature "float32[::1], float32[:, ::1]" | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel rows --signature "float32[::1], float32[:, ::1]" | FileCheck %s --check-prefix=ROWS
# RUN: %dslc-ptx %s --kernel reversed --signature "float64[::1], float64[::1]" | FileCheck %s --check-prefix=REV
# RUN: %dslc-ptx %s --kernel on_view --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=ATOMIC
# RUN: %dslc-ptx %s --kernel shared_rows --signature "float32[::1]" | FileCheck %s --check-prefix=SHARED
from numba import cuda
import numpy as np


@cuda.jit(device=True)
def total(v):
    s = 0.0
    for x in v:
        s += x
    return s


@cuda.jit
def rows(out, m):
    i = cuda.grid(1)
    if i < m.shape[0]:
        row = m[i, 1:]
        out[i] = total(row) + m.T[0, i]

# IR-LABEL: define {{.*}} @rows(
# IR-NOT: alloca
# IR-NOT: memcpy
# IR: getelementptr i8
# IR: ret void

# ROWS-LABEL: .visible .entry rows(
# ROWS-NOT: .local
# ROWS: ld.global.nc.f32
# ROWS: ret;


@cuda.jit
def reversed(out, a):
    v = a[::-2]
    i = cuda.grid(1)
    if i < v.size:
        out[i] = v[i]

# REV-LABEL: .visible .entry reversed(
# REV-NOT: div
# REV-NOT: .local
# REV: ld.global.nc.f64
# REV: st.global.f64
# REV: ret;


@cuda.jit
def on_view(out, a):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.add(out[i % 4:], 0, a[i])

# ATOMIC-LABEL: .visible .entry on_view(
# ATOMIC-NOT: .local
# ATOMIC: atom.global.add.f32
# ATOMIC: ret;


@cuda.jit
def shared_rows(out):
    s = cuda.shared.array((4, 32), dtype=np.float32)
    t = cuda.threadIdx.x
    s[t // 32, t % 32] = t
    cuda.syncthreads()
    row = s[t // 32]
    out[t] = row[::-1][t % 32]

# SHARED-LABEL: .visible .entry shared_rows(
# SHARED-NOT: .local
# SHARED: st.shared.f32
# SHARED: ld.shared.f32
# SHARED: ret;
