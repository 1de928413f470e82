# docs/language.md, "Warp functions".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32[::1]" | FileCheck %s
from numba import cuda

FULL = 0xFFFFFFFF


@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    v = a[i]
    for offset in (16, 8, 4, 2, 1):
        v += cuda.shfl_down_sync(FULL, v, offset)    # float32, like v
    votes = cuda.ballot_sync(FULL, v > 0)            # int32 bit mask
    everyone = cuda.all_sync(FULL, v > 0)            # bool
    peers = cuda.match_any_sync(FULL, out[i])        # int32, needs sm_70
    active = cuda.activemask()                       # uint32
    if cuda.laneid == 0:
        a[i // 32] = v
        out[i // 32] = votes + everyone + peers + active

# CHECK: Name v <{{.*}}> : float32
# CHECK: Name votes <{{.*}}> : int32
# CHECK: Name everyone <{{.*}}> : bool
# CHECK: Name peers <{{.*}}> : int32
# CHECK: Name active <{{.*}}> : uint32
