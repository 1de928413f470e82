# Atomics on local arrays: PTX has no atomic on local memory, and NVPTX
# cannot select a cmpxchg there, which once failed with an internal error
# for float max/min (compare-and-swap loops) and cas at -O1 and above. Local
# memory is the thread's own, so these become plain loads and stores; at
# -O0, where addresses pass through memory, each atomic checks at run time
# whether its address is local. Atomics on global and shared memory keep
# their instructions and get no check.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], int64" | FileCheck %s --check-prefix=O3 --implicit-check-not=atom. --implicit-check-not=isspacep
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], int64" -O1 | FileCheck %s --check-prefix=O3 --implicit-check-not=atom. --implicit-check-not=isspacep
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], int64" --arch sm_50 -O2 | FileCheck %s --check-prefix=O3 --implicit-check-not=atom. --implicit-check-not=isspacep
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], int64" -O0 | FileCheck %s --check-prefix=O0
# RUN: %dslc-ptx %s --kernel global_and_shared --signature "float32[::1], int64" | FileCheck %s --check-prefix=GLOBAL --implicit-check-not=isspacep
from numba import cuda, float32, int32, int64, uint32, uint64


@cuda.jit(device=True)
def through_a_device_function(s, i, v):
    return cuda.atomic.min(s, i, v)


@cuda.jit
def k(a, i):
    s = cuda.local.array(4, float32)
    t = cuda.local.array(4, a.dtype)
    s[i] = a[0]
    t[i] = a[1]
    cuda.atomic.max(s, i, 1.0)
    cuda.atomic.nanmax(t, i, 2.0)
    cuda.atomic.nanmin(t, i, 3.0)
    through_a_device_function(t, i, a[2])
    w = cuda.local.array(4, int32)
    x = cuda.local.array(4, uint32)
    y = cuda.local.array(4, int64)
    z = cuda.local.array(4, uint64)
    w[i] = i
    x[i] = i
    y[i] = i
    z[i] = i
    cuda.atomic.cas(w, i, 0, 1)
    cuda.atomic.cas(x, i, 0, 1)
    cuda.atomic.cas(y, i, 0, 1)
    cuda.atomic.cas(z, i, 0, 1)
    cuda.atomic.add(w, i, 3)
    a[0] = s[i] + t[i] + w[i] + x[i] + y[i] + z[i]


@cuda.jit
def global_and_shared(a, i):
    s = cuda.shared.array(4, float32)
    cuda.atomic.max(s, i, 1.0)
    cuda.atomic.max(a, i, s[i])
    cuda.atomic.add(a, 0, 1.0)

# O3-LABEL: .visible .entry k(
# O3: ld.local
# O3: st.local
# O3: st.global
# O0-LABEL: .visible .entry k(
# O0: isspacep.local
# O0: atom.cas.b64
# O0: isspacep.local
# O0: atom.cas.b32
# GLOBAL-LABEL: .visible .entry global_and_shared(
# GLOBAL: atom.shared.cas.b32
# GLOBAL: atom.global.cas.b32
# GLOBAL: atom.global.add.f32
