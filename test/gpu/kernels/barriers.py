"""Block barriers with a predicate, warp barriers and memory fences."""
from numba import cuda, int32


# syncthreads_count/and/or of flags[i] != 0, one result per block.
@cuda.jit
def block_votes(flags, counts, alls, anys):
    i = cuda.grid(1)
    pred = flags[i] != 0
    c = cuda.syncthreads_count(pred)
    a = cuda.syncthreads_and(pred)
    o = cuda.syncthreads_or(pred)
    if cuda.threadIdx.x == 0:
        counts[cuda.blockIdx.x] = c
        alls[cuda.blockIdx.x] = a
        anys[cuda.blockIdx.x] = o


# Each lane writes a shared slot, syncwarp, then reads its neighbour's.
@cuda.jit
def warp_rotate(a, out):
    buf = cuda.shared.array(256, int32)
    t = cuda.threadIdx.x
    i = cuda.blockIdx.x * 256 + t
    buf[t] = a[i]
    cuda.syncwarp(0xffffffff)
    warp = t - t % 32
    out[i] = buf[warp + (t % 32 + 1) % 32]
    cuda.syncwarp()


# Message passing between blocks: block b writes its payload, a fence, then
# raises its flag; block b + 1 waits for the flag and reads the payload.
# Blocks are few enough to be resident at once (the test launches one per
# SM at most).
@cuda.jit
def pass_messages(payload, flags, received, values):
    b = cuda.blockIdx.x
    t = cuda.threadIdx.x
    n = values.shape[0]
    if t == 0:
        for k in range(n):
            payload[b, k] = values[k] * (b + 1)
        cuda.threadfence()
        cuda.atomic.exch(flags, b, 1)
        if b > 0:
            while cuda.atomic.add(flags, b - 1, 0) == 0:
                pass
            cuda.threadfence()
            for k in range(n):
                received[b, k] = payload[b - 1, k]


# threadfence_block and threadfence_system compile and run where they are
# used like threadfence.
@cuda.jit
def fences(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i] = a[i] + 1
        cuda.threadfence_block()
        out[i] += 1
        cuda.threadfence_system()
        out[i] += 1
