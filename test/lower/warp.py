# Warp primitives: shuffles over the whole warp (c = 0x1f, 0 for up) on
# i32/f32 (uint32 as i32), 64-bit values as two 32-bit halves; votes on an i1 predicate;
# matches on the value's bits (floats bitcast), match_all returning
# (mask, all equal); activemask and lanemask_lt from their registers.
# RUN: %dslc compile %s --emit=llvm -O1 --kernel k --signature "float64[::1], float32, float64, int64, uint32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, f, d, n, m):
    out[0] = cuda.shfl_sync(0xffffffff, f, 3)
    out[1] = cuda.shfl_up_sync(m, f, 1)
    out[2] = cuda.shfl_down_sync(m, d, n)
    out[3] = cuda.shfl_xor_sync(m, n, 4)
    out[4] = cuda.shfl_sync(m, m, 0)
    out[5] = cuda.all_sync(m, n > 0)
    out[6] = cuda.any_sync(m, f)
    out[7] = cuda.eq_sync(m, n)
    out[8] = cuda.ballot_sync(m, n)
    out[9] = cuda.match_any_sync(m, f)
    mask, same = cuda.match_all_sync(m, d)
    out[10] = mask + same
    out[11] = cuda.match_any_sync(m, n)
    out[12] = cuda.activemask() + cuda.lanemask_lt()

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %f, i32 3, i32 31)
# CHECK: call float @llvm.nvvm.shfl.sync.up.f32(i32 %m, float %f, i32 1, i32 0)

# float64: low and high halves, joined again.
# CHECK: %[[LANE:.*]] = trunc i64 %n to i32
# CHECK-NEXT: %[[DBITS:.*]] = bitcast double %d to i64
# CHECK-NEXT: %[[LOW:.*]] = trunc i64 %[[DBITS]] to i32
# CHECK-NEXT: %[[LOWS:.*]] = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %m, i32 %[[LOW]], i32 %[[LANE]], i32 31)
# CHECK-NEXT: %[[HIGHW:.*]] = lshr i64 %[[DBITS]], 32
# CHECK-NEXT: %[[HIGH:.*]] = trunc nuw i64 %[[HIGHW]] to i32
# CHECK-NEXT: %[[HIGHS:.*]] = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %m, i32 %[[HIGH]], i32 %[[LANE]], i32 31)
# CHECK-NEXT: %[[HIGH64:.*]] = zext i32 %[[HIGHS]] to i64
# CHECK-NEXT: %[[UP:.*]] = shl nuw i64 %[[HIGH64]], 32
# CHECK-NEXT: %[[LOW64:.*]] = zext i32 %[[LOWS]] to i64
# CHECK-NEXT: %[[JOINED:.*]] = or disjoint i64 %[[UP]], %[[LOW64]]
# CHECK: store i64 %[[JOINED]]

# int64
# CHECK: call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %m, i32 %[[LANE]], i32 4, i32 31)
# CHECK: %[[NHIGH:.*]] = trunc nuw i64 %{{.*}} to i32
# CHECK-NEXT: call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %m, i32 %[[NHIGH]], i32 4, i32 31)

# uint32: as i32.
# CHECK: %[[MS:.*]] = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %m, i32 0, i32 31)
# CHECK-NEXT: getelementptr
# CHECK-NEXT: uitofp i32 %[[MS]] to double

# CHECK: %[[POS:.*]] = icmp sgt i64 %n, 0
# CHECK-NEXT: call i1 @llvm.nvvm.vote.all.sync(i32 %m, i1 %[[POS]])
# CHECK: %[[FTRUE:.*]] = fcmp une float %f, 0.0
# CHECK-NEXT: call i1 @llvm.nvvm.vote.any.sync(i32 %m, i1 %[[FTRUE]])
# CHECK: %[[NTRUE:.*]] = icmp ne i64 %n, 0
# CHECK-NEXT: call i1 @llvm.nvvm.vote.uni.sync(i32 %m, i1 %[[NTRUE]])
# CHECK: call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %[[NTRUE]])
# CHECK: %[[FBITS:.*]] = bitcast float %f to i32
# CHECK-NEXT: call i32 @llvm.nvvm.match.any.sync.i32(i32 %m, i32 %[[FBITS]])
# CHECK: %[[ALL:.*]] = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %m, i64 %[[DBITS]])
# CHECK-NEXT: extractvalue { i32, i1 } %[[ALL]], 0
# CHECK-NEXT: extractvalue { i32, i1 } %[[ALL]], 1
# CHECK: call i32 @llvm.nvvm.match.any.sync.i64(i32 %m, i64 %n)
# CHECK: call i32 @llvm.nvvm.activemask()
# CHECK-NEXT: call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
