# Barriers, fences, shuffles, votes, matches and bit intrinsics as PTX
# instructions: bar.sync and bar.red for the syncthreads family,
# bar.warp.sync, membar; shfl.sync over the whole warp (c = 31, 0 for up;
# a float64 as two b32 shuffles); vote.sync; match.sync.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], float64[::1], float32, float64, uint32, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, fout, f, d, m, n):
    cuda.syncthreads()
    out[0] = cuda.syncthreads_count(n > 2)
    out[1] = cuda.syncthreads_and(n)
    out[2] = cuda.syncthreads_or(n)
    cuda.syncwarp(m)
    cuda.threadfence()
    cuda.threadfence_block()
    cuda.threadfence_system()
    fout[0] = cuda.shfl_sync(m, f, 3)
    fout[1] = cuda.shfl_up_sync(m, f, 1)
    fout[2] = cuda.shfl_down_sync(m, d, 2)
    out[3] = cuda.shfl_xor_sync(m, m, 16)
    out[4] = cuda.all_sync(m, n)
    out[5] = cuda.any_sync(m, n)
    out[6] = cuda.eq_sync(m, n)
    out[7] = cuda.ballot_sync(m, n)
    out[8] = cuda.match_any_sync(m, n)
    mask, same = cuda.match_all_sync(m, f)
    out[9] = mask
    out[10] = same
    out[11] = cuda.activemask() + cuda.lanemask_lt()
    out[12] = cuda.popc(m) + cuda.clz(m) + cuda.ffs(m)
    out[13] = cuda.brev(m)
    fout[3] = cuda.fma(d, d, d)

# CHECK-LABEL: .visible .entry k(
# CHECK: bar.sync 0;
# CHECK: bar.red.popc.u32
# CHECK: bar.red.and.pred
# CHECK: bar.red.or.pred
# CHECK: bar.warp.sync
# CHECK: membar.gl;
# CHECK: membar.cta;
# CHECK: membar.sys;
# CHECK: shfl.sync.idx.b32 %f{{[0-9]+}}, %f{{[0-9]+}}, 3, 31, %r{{[0-9]+}};
# CHECK: shfl.sync.up.b32 %f{{[0-9]+}}, %f{{[0-9]+}}, 1, 0, %r{{[0-9]+}};
# CHECK-COUNT-2: shfl.sync.down.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 2, 31, %r{{[0-9]+}};
# CHECK: shfl.sync.bfly.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16, 31, %r{{[0-9]+}};
# CHECK-DAG: vote.sync.all.pred
# CHECK-DAG: vote.sync.any.pred
# CHECK-DAG: vote.sync.uni.pred
# CHECK-DAG: vote.sync.ballot.b32
# CHECK-DAG: match.any.sync.b64
# CHECK-DAG: match.all.sync.b32
# CHECK-DAG: activemask.b32
# CHECK-DAG: %lanemask_lt
# CHECK-DAG: popc.b32
# CHECK-DAG: clz.b32
# CHECK-DAG: brev.b32
# CHECK-DAG: fma.rn.f64
