# A 1-D kernel with warp shuffles whose lanes a GPU thread can share runs
# C consecutive positions in lock step, as lanes of virtual warps: lane k
# of GPU thread t is position t * C + k, lane (t * C) % 32 + k of its
# virtual warp, whose 32 lanes 32 / C GPU threads hold. A statement with a
# shuffle exchanges every lane's value at once: a shuffle by 16 lanes is a
# shuffle by 16 / C GPU threads within segments of 32 / C threads (PTX's
# c operand (32 - 32 / C) << 8 | 31: 7199 for 8 lanes), one by less than C
# lanes reads the thread's own lanes; a lane whose source is outside its
# virtual warp keeps its value (the shuffle's predicate). Variables the same
# in every lane (the shuffle's offset) are shared; the loop around the
# shuffles branches once.
# RUN: %dslc compile %s --coarsening-remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
# RUN: %dslc compile %s --kernel warp_sum --emit=llvm -O0 | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel warp_sum | FileCheck %s --check-prefix=PTX
# RUN: %dslc-ptx %s --kernel scan | FileCheck %s --check-prefix=SCAN
from numba import cuda, float32, int32

FULL = 0xFFFFFFFF


@cuda.jit(device=True)
def neighbour(v):
    return cuda.shfl_down_sync(FULL, v, 1)


# Two 16-byte vectors per thread: 8 float32 lanes.
# REMARK: `warp_sum` (float32[::1], float32[::1]): coarsened by 8, consecutive along x, lanes of virtual warps: loads a ahead, writes out
@cuda.jit("void(float32[::1], float32[::1])")
def warp_sum(a, out):
    i = cuda.grid(1)
    v = a[i] if i < a.shape[0] else float32(0)
    offset = 16
    while offset > 0:
        v += cuda.shfl_down_sync(FULL, v, offset)
        offset //= 2
    if cuda.laneid == 0:
        out[i // 32] = v


# 8-byte elements: 4 lanes per thread, segments of 8 threads.
# REMARK: `warp_sum64` (float64[::1], float64[::1]): coarsened by 4, consecutive along x, lanes of virtual warps
@cuda.jit("void(float64[::1], float64[::1])")
def warp_sum64(a, out):
    i = cuda.grid(1)
    v = a[i] if i < a.shape[0] else 0.0
    for j in range(5):
        v += cuda.shfl_xor_sync(FULL, v, 16 >> j)
    out[i] = v


# An inclusive scan: the condition on the lane id runs per lane.
# REMARK: `scan` (int32[::1], int32[::1]): coarsened by 8, consecutive along x, lanes of virtual warps
@cuda.jit("void(int32[::1], int32[::1])")
def scan(a, out):
    i = cuda.grid(1)
    v = a[i] if i < a.size else int32(0)
    d = 1
    while d < 32:
        n = cuda.shfl_up_sync(FULL, v, d)
        if cuda.laneid >= d:
            v += n
        d *= 2
    if i < a.size:
        out[i] = v


# A uniform `if` with a `break` in the loop of shuffles, and a broadcast.
# REMARK: `broadcast` (float32[::1], float32[::1], int32): coarsened by 8, consecutive along x, lanes of virtual warps
@cuda.jit("void(float32[::1], float32[::1], int32)")
def broadcast(a, out, source):
    i = cuda.grid(1)
    v = a[i] if i < a.size else float32(0)
    step = 1
    while True:
        v = max(v, cuda.shfl_xor_sync(FULL, v, step))
        step *= 2
        if step == 32:
            break
    first = cuda.shfl_sync(FULL, v, source)
    if i < a.size:
        out[i] = v - first


# Not in lock step: lanes of one thread would shuffle by different deltas,
# ...
# REMARK: `varying_delta` (float32[::1], float32[::1]): coarsened by 8: loads a ahead, writes out
@cuda.jit("void(float32[::1], float32[::1])")
def varying_delta(a, out):
    i = cuda.grid(1)
    v = a[i]
    out[i] = cuda.shfl_down_sync(FULL, v, cuda.laneid % 4)


# ... with part of the warp,
# REMARK: `part_of_warp` (float32[::1], float32[::1]): coarsened by 8: loads a ahead, writes out
@cuda.jit("void(float32[::1], float32[::1])")
def part_of_warp(a, out):
    i = cuda.grid(1)
    out[i] = cuda.shfl_down_sync(0xFFFF, a[i], 1)


# ... under a condition that differs between threads,
# REMARK: `under_condition` (float32[::1], float32[::1]): coarsened by 8: loads a ahead, writes out
@cuda.jit("void(float32[::1], float32[::1])")
def under_condition(a, out):
    i = cuda.grid(1)
    v = a[i]
    if v > 0:
        v = cuda.shfl_down_sync(FULL, v, 1)
    out[i] = v


# ... a vote, which lanes of a thread cannot share,
# REMARK: `vote` (float32[::1], int32[::1]): coarsened by 8: loads a ahead, writes out
@cuda.jit("void(float32[::1], int32[::1])")
def vote(a, out):
    i = cuda.grid(1)
    out[i] = cuda.ballot_sync(FULL, a[i] > 0)


# ... a loop of shuffles that some threads leave early,
# REMARK: `leaves_early` (float32[::1], float32[::1]): coarsened by 8: loads a ahead, writes out
@cuda.jit("void(float32[::1], float32[::1])")
def leaves_early(a, out):
    i = cuda.grid(1)
    v = a[i]
    for j in range(5):
        v += cuda.shfl_xor_sync(FULL, v, 1 << j)
        if v > 100:
            break
    out[i] = v


# ... or a device function's shuffle.
# REMARK: `in_device_function` (float32[::1], float32[::1]): coarsened by 8: loads a ahead, writes out
@cuda.jit("void(float32[::1], float32[::1])")
def in_device_function(a, out):
    i = cuda.grid(1)
    out[i] = neighbour(a[i])


# The body of lanes takes each lane's position, then whether it reads from
# memory, the shuffles' member mask and each lane's tap.
# IR-LABEL: define ptx_kernel void @warp_sum(
# IR: ahead.bodies:
# IR: call void @warp_sum.lanes({{.*}}, i64 %first, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i1 false, i32 -1,
# A chunk not wholly inside: a thread whose lanes exist runs them from
# memory, its shuffles among its virtual warp's threads.
# IR: lanes.from.memory:
# IR: %[[LANE:[0-9]+]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.laneid()
# IR: %[[FIRST:[0-9]+]] = and i32 %[[LANE]], -4
# IR: %[[MASK:[0-9]+]] = shl i32 15, %[[FIRST]]
# IR: call void @warp_sum.lanes({{.*}}, i1 true, i32 %[[MASK]],
# An uncoarsened launch runs the thread of one position, its shuffles the
# GPU's.
# IR: one.run:
# IR: call void @warp_sum.thread(
# IR-LABEL: define internal void @warp_sum.thread(
# IR: call float @llvm.nvvm.shfl.sync.down.f32(i32 -1,
# IR-LABEL: define internal void @warp_sum.lanes(
# IR-SAME: i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i1 %from.memory, i32 %warp.mask,
# The loop's condition, once: `offset` is shared.
# IR: br i1 %{{[0-9]+}}, label %{{.*}}, label %{{.*}}
# IR-COUNT-8: call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 %warp.mask, float %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 7199)
# Lane 0 of each thread is lane (laneid * 8) % 32 of its virtual warp.
# IR: %[[PHYSICAL:[0-9]+]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.laneid()
# IR: %[[TIMES:[0-9]+]] = mul i32 %[[PHYSICAL]], 8
# IR: and i32 %[[TIMES]], 31

# Optimised, the fast path loads two vectors and reaches the stored lane
# with 16 shuffles: 8 by each of 2 and 1 threads; the shuffles by 4, 2 and
# 1 elements read the thread's own lanes, and those no store uses are gone.
# PTX-LABEL: .visible .entry warp_sum(
# PTX: ld.global.nc.v4.f32
# PTX-NEXT: ld.global.nc.v4.f32
# PTX-COUNT-8: shfl.sync.down.b32 {{.*}}, 2, 7199, -1;
# PTX-COUNT-8: shfl.sync.down.b32 {{.*}}, 1, 7199, -1;
# PTX-NOT: shfl.sync
# PTX: st.global.f32
# PTX: ret;

# A shuffle up clamps at the first thread of its segment (c 7168 for
# segments of 4 threads).
# SCAN-LABEL: .visible .entry scan(
# SCAN: ld.global.nc.v4.u32
# SCAN-NEXT: ld.global.nc.v4.u32
# SCAN: shfl.sync.up.b32 {{.*}}, 7168, -1;
