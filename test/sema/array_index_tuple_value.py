# A tuple value of one integer per dimension indexes an element, as a
# subscript list does: `a[gid]` with `gid = cuda.grid(2)`, in loads, stores
# and atomics.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1], int32[:, :, ::1]" | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "float32[:, ::1], int32[:, :, ::1]" | FileCheck %s --check-prefix=PTX
from numba import cuda


@cuda.jit
def k(a, b):
    gid = cuda.grid(2)
    # CHECK: Subscript <[[@LINE+2]]:9-[[@LINE+2]]:15> : float32{{$}}
    # CHECK-NEXT: Name a <{{.*}}> : float32[:, ::1]
    x = a[gid]
    # CHECK: Subscript <[[@LINE+1]]:5-[[@LINE+1]]:11> : float32{{$}}
    a[gid] = x + 1
    t = (1, gid[0], 2)
    # CHECK: Subscript <[[@LINE+1]]:5-[[@LINE+1]]:9> : int32{{$}}
    b[t] += 1
    cuda.atomic.add(b, t, 1)


# The address is the one a subscript list gives: both loads use it.
# PTX: ld.global.f32
# PTX: st.global.f32
# PTX: atom.global.add.u32
