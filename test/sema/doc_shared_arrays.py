# docs/language.md, "Shared and local arrays": constant shapes, dtypes,
# dynamic shared memory.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" | FileCheck %s
import numpy as np
from numba import cuda, float32, int32

TILE = 16


@cuda.jit
def k(out):
    tile = cuda.shared.array((TILE, TILE + 1), float32)  # float32[:, ::1]
    flags = cuda.shared.array(shape=TILE, dtype=np.int8)  # int8[::1]
    extra = cuda.shared.array(0, float32)     # dynamic: sized at launch
    scratch = cuda.local.array(4, int32)      # per thread
    tx = cuda.threadIdx.x
    tile[tx, 0] = out[tx]
    flags[tx] = 1
    scratch[0] = tx
    cuda.syncthreads()
    out[tx] = tile[0, tx] + flags[0] + extra[tx] + scratch[0]

# CHECK: Name tile <{{.*}}> : float32[:, ::1]
# CHECK: Name flags <{{.*}}> : int8[::1]
# CHECK: Name extra <{{.*}}> : float32[::1]
# CHECK: Name scratch <{{.*}}> : int32[::1]
