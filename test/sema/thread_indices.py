# threadIdx, blockIdx, blockDim and gridDim have int32 x, y, z (as in
# Numba); laneid is int32; warpsize is the int32 constant 32.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    # CHECK: Name tx <[[@LINE+2]]:5-[[@LINE+2]]:7> : int32{{$}}
    # CHECK: Attribute .x <[[@LINE+1]]:10-[[@LINE+1]]:26> : int32{{$}}
    tx = cuda.threadIdx.x
    # CHECK: Name by <[[@LINE+1]]:5-[[@LINE+1]]:7> : int32{{$}}
    by = cuda.blockIdx.y
    # CHECK: Name bz <[[@LINE+1]]:5-[[@LINE+1]]:7> : int32{{$}}
    bz = cuda.blockDim.z
    # CHECK: Name gx <[[@LINE+1]]:5-[[@LINE+1]]:7> : int32{{$}}
    gx = cuda.gridDim.x
    # CHECK: Name lane <[[@LINE+1]]:5-[[@LINE+1]]:9> : int32{{$}}
    lane = cuda.laneid
    # CHECK: Name w <[[@LINE+2]]:5-[[@LINE+2]]:6> : int32{{$}}
    # CHECK: Attribute .warpsize <[[@LINE+1]]:9-[[@LINE+1]]:22> : int32 = 32{{$}}
    w = cuda.warpsize
    # CHECK: Name i <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    i = tx + by * bz
    out[i] = gx + lane + w
