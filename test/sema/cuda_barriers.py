# Barriers and fences: `syncthreads()`, `syncwarp()`, `syncwarp(mask)` and
# the three `threadfence*()` return nothing; `syncthreads_count`, `_and` and
# `_or` take an integer or bool predicate and return int32, as in Numba.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32[::1], int64, uint32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n, mask):
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:23> : none{{$}}
    cuda.syncthreads()
    # CHECK: Name c <[[@LINE+1]]:{{.*}}> : int32{{$}}
    c = cuda.syncthreads_count(n > 0)
    # CHECK: Name all_ <[[@LINE+1]]:{{.*}}> : int32{{$}}
    all_ = cuda.syncthreads_and(n)
    # CHECK: Name any_ <[[@LINE+1]]:{{.*}}> : int32{{$}}
    any_ = cuda.syncthreads_or(mask)
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:20> : none{{$}}
    cuda.syncwarp()
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:24> : none{{$}}
    cuda.syncwarp(mask)
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:30> : none{{$}}
    cuda.syncwarp(0xFFFFFFFF)
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:23> : none{{$}}
    cuda.threadfence()
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:29> : none{{$}}
    cuda.threadfence_block()
    # CHECK: Call <[[@LINE+1]]:5-[[@LINE+1]]:30> : none{{$}}
    cuda.threadfence_system()
    out[0] = c + all_ + any_
