# Integer atomics are relaxed (monotonic) read-modify-writes of the element's
# address that return the old value: max/min signed or unsigned by dtype,
# the value converted to the dtype first; inc/dec of uint32 are PTX's
# atom.inc/dec (NVVM intrinsics), of uint64 LLVM's uinc_wrap/udec_wrap.
# RUN: %dslc compile %s --emit=llvm -O1 --kernel signed --signature "int32[::1], int64[::1], int64, int32" | FileCheck %s --check-prefix=SIGNED
# RUN: %dslc compile %s --emit=llvm -O1 --kernel unsigned --signature "uint32[::1], uint64[::1], int64, uint32" | FileCheck %s --check-prefix=U32
# RUN: %dslc compile %s --emit=llvm -O1 --kernel unsigned --signature "uint64[::1], uint64[::1], int64, uint64" | FileCheck %s --check-prefix=U64
from numba import cuda


@cuda.jit
def signed(a, out, i, v):
    out[0] = cuda.atomic.add(a, i, v)
    out[1] = cuda.atomic.sub(a, i, 3)
    out[2] = cuda.atomic.and_(a, i, v)
    out[3] = cuda.atomic.or_(a, i, v)
    out[4] = cuda.atomic.xor(a, i, v)
    out[5] = cuda.atomic.exch(a, i, v)
    out[6] = cuda.atomic.max(a, i, v)
    out[7] = cuda.atomic.min(a, i, v)
    out[8] = cuda.atomic.compare_and_swap(a, v, 5)
    out[9] = cuda.atomic.cas(a, i, v, 5)


@cuda.jit
def unsigned(a, out, i, v):
    out[0] = cuda.atomic.max(a, i, v)
    out[1] = cuda.atomic.min(a, i, v)
    out[2] = cuda.atomic.inc(a, i, v)
    out[3] = cuda.atomic.dec(a, i, v)

# SIGNED-LABEL: define ptx_kernel void @signed(
# SIGNED: %[[P:.*]] = getelementptr i32, ptr %{{.*}}, i64 %i
# SIGNED: %[[ADD:.*]] = atomicrmw add ptr %[[P]], i32 %v monotonic, align 4
# SIGNED: sext i32 %[[ADD]] to i64
# SIGNED: atomicrmw sub ptr %[[P]], i32 3 monotonic, align 4
# SIGNED: atomicrmw and ptr %[[P]], i32 %v monotonic, align 4
# SIGNED: atomicrmw or ptr %[[P]], i32 %v monotonic, align 4
# SIGNED: atomicrmw xor ptr %[[P]], i32 %v monotonic, align 4
# SIGNED: atomicrmw xchg ptr %[[P]], i32 %v monotonic, align 4
# SIGNED: atomicrmw max ptr %[[P]], i32 %v monotonic, align 4
# SIGNED: atomicrmw min ptr %[[P]], i32 %v monotonic, align 4
# SIGNED: %[[CAS0:.*]] = cmpxchg ptr %[[A0:.*]], i32 %v, i32 5 monotonic monotonic, align 4
# SIGNED: %[[OLD0:.*]] = extractvalue { i32, i1 } %[[CAS0]], 0
# SIGNED: sext i32 %[[OLD0]] to i64
# SIGNED: %[[CAS1:.*]] = cmpxchg ptr %[[P]], i32 %v, i32 5 monotonic monotonic, align 4
# SIGNED: extractvalue { i32, i1 } %[[CAS1]], 0

# U32-LABEL: define ptx_kernel void @unsigned(
# U32: %[[P:.*]] = getelementptr i32, ptr %{{.*}}, i64 %i
# U32: %[[MAX:.*]] = atomicrmw umax ptr %[[P]], i32 %v monotonic, align 4
# U32: zext i32 %[[MAX]] to i64
# U32: atomicrmw umin ptr %[[P]], i32 %v monotonic, align 4
# U32: call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %[[P]], i32 %v)
# U32: call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %[[P]], i32 %v)

# U64-LABEL: define ptx_kernel void @unsigned(
# U64: %[[P:.*]] = getelementptr i64, ptr %{{.*}}, i64 %i
# U64: atomicrmw umax ptr %[[P]], i64 %v monotonic, align 8
# U64: atomicrmw umin ptr %[[P]], i64 %v monotonic, align 8
# U64: atomicrmw uinc_wrap ptr %[[P]], i64 %v monotonic, align 8
# U64: atomicrmw udec_wrap ptr %[[P]], i64 %v monotonic, align 8
