"""Warp-level primitives. Launched with every lane of every warp active
unless a test says otherwise."""
from numba import cuda


@cuda.jit
def shuffles(a, src, delta, lane_mask, by_index, up, down, by_xor):
    i = cuda.grid(1)
    v = a[i]
    by_index[i] = cuda.shfl_sync(0xffffffff, v, src[i])
    up[i] = cuda.shfl_up_sync(0xffffffff, v, delta)
    down[i] = cuda.shfl_down_sync(0xffffffff, v, delta)
    by_xor[i] = cuda.shfl_xor_sync(0xffffffff, v, lane_mask)


@cuda.jit
def votes(flags, alls, anys, eqs, ballots):
    i = cuda.grid(1)
    pred = flags[i] != 0
    alls[i] = cuda.all_sync(0xffffffff, pred)
    anys[i] = cuda.any_sync(0xffffffff, pred)
    eqs[i] = cuda.eq_sync(0xffffffff, pred)
    ballots[i] = cuda.ballot_sync(0xffffffff, pred)


@cuda.jit
def matches(a, any_masks, all_masks, all_preds):
    i = cuda.grid(1)
    v = a[i]
    any_masks[i] = cuda.match_any_sync(0xffffffff, v)
    mask, pred = cuda.match_all_sync(0xffffffff, v)
    all_masks[i] = mask
    all_preds[i] = pred


# Launched with blocks of 48 threads: the second warp has 16 lanes.
@cuda.jit
def lanes(laneids, active, lt_masks):
    i = cuda.grid(1)
    laneids[i] = cuda.laneid
    active[i] = cuda.activemask()
    lt_masks[i] = cuda.lanemask_lt()
