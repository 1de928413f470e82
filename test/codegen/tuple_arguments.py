# A tuple parameter is flattened into its members' parameters, in order and
# recursively (Numba's data model flattens tuples the same way): numbers one
# each (a bool a byte), arrays with the layout of top-level arrays (pointer,
# extents, strides when strided), an empty tuple none; the entry rebuilds
# the tuple from them.
# RUN: %dslc compile %s --kernel mixed --signature "int64[::1], Tuple((int64[::1], int64, UniTuple(int32 x 2), bool, Tuple(())))" --emit=llvm | FileCheck %s --check-prefix=MIXED
# RUN: %dslc-ptx %s --kernel mixed --signature "int64[::1], Tuple((int64[::1], int64, UniTuple(int32 x 2), bool, Tuple(())))" | FileCheck %s --check-prefix=MIXED-PTX
# RUN: %dslc compile %s --kernel arrays --signature "UniTuple(float64[:], 2), namedtuple(Point, x: float32, y: float32[:, ::1])" --emit=llvm | FileCheck %s --check-prefix=ARRAYS
# RUN: %dslc-ptx %s --kernel arrays --signature "UniTuple(float64[:], 2), namedtuple(Point, x: float32, y: float32[:, ::1])" | FileCheck %s --check-prefix=ARRAYS-PTX
from numba import cuda


@cuda.jit
def mixed(r, x):
    a, n, pair, flag, empty = x
    if flag:
        r[0] = a[0] + n + pair[0] + pair[1] + len(empty)


@cuda.jit
def arrays(t, p):
    i = cuda.grid(1)
    if i < t[0].size:
        t[0][i] = t[1][i] + p.x + p.y[0, i]

# MIXED-LABEL: define ptx_kernel void @mixed(
# MIXED-SAME: ptr addrspace(1) noalias nocapture writeonly align 8 %r, i64 %r.shape0,
# MIXED-SAME: ptr addrspace(1) noalias nocapture readonly align 8 %x.0, i64 %x.0.shape0,
# MIXED-SAME: i64 %x.1, i32 %x.2.0, i32 %x.2.1, i8 %x.3)
# MIXED: icmp eq i8 %x.3, 0

# MIXED-PTX-LABEL: .visible .entry mixed(
# MIXED-PTX-NEXT: .param .u64 mixed_param_0,
# MIXED-PTX-NEXT: .param .u64 mixed_param_1,
# MIXED-PTX-NEXT: .param .u64 mixed_param_2,
# MIXED-PTX-NEXT: .param .u64 mixed_param_3,
# MIXED-PTX-NEXT: .param .u64 mixed_param_4,
# MIXED-PTX-NEXT: .param .u32 mixed_param_5,
# MIXED-PTX-NEXT: .param .u32 mixed_param_6,
# MIXED-PTX-NEXT: .param .u8 mixed_param_7
# MIXED-PTX-NEXT: )

# ARRAYS-LABEL: define ptx_kernel void @arrays(
# ARRAYS-SAME: ptr addrspace(1) noalias nocapture writeonly align 8 %t.0, i64 %t.0.shape0, i64 %t.0.stride0,
# ARRAYS-SAME: ptr addrspace(1) noalias nocapture readonly align 8 %t.1, i64 %t.1.shape0, i64 %t.1.stride0,
# ARRAYS-SAME: float %p.0, ptr addrspace(1) noalias nocapture readonly align 4 %p.1, i64 %p.1.shape0, i64 %p.1.shape1)

# ARRAYS-PTX-LABEL: .visible .entry arrays(
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_0,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_1,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_2,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_3,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_4,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_5,
# ARRAYS-PTX-NEXT: .param .f32 arrays_param_6,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_7,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_8,
# ARRAYS-PTX-NEXT: .param .u64 arrays_param_9
# ARRAYS-PTX-NEXT: )
