# `--abi` compiles a device function on its own, as a `.visible .func` other
# code links against (Numba's compile_ptx(device=True)): the C ABI returns
# the value, Numba's ABI (the one `cuda.declare_device` calls) returns 0 and
# stores the result through its first parameter. The declared return type
# converts the returned value; without one it is inferred (int32 + int32 is
# int64, as in Numba). No `.entry`; the body is inlined into the entry.
# RUN: %dslc-ptx %s --kernel add --signature "int32(int32, int32)" --abi c | FileCheck %s --check-prefix=C32
# RUN: %dslc-ptx %s --kernel add --signature "int32, int32" --abi c | FileCheck %s --check-prefix=C64
# RUN: %dslc-ptx %s --kernel add --signature "float32, float32" --abi numba | FileCheck %s --check-prefix=NUMBA
# RUN: %dslc-ptx %s --kernel add --signature "int32(int32, int32)" --abi c --abi-name _Z4funcii | FileCheck %s --check-prefix=NAMED
# RUN: %dslc-ptx %s --kernel pair --signature "float32, float32" --abi c | FileCheck %s --check-prefix=TUPLE
# RUN: %dslc-ptx %s --kernel store --signature "float32[::1], float32" --abi numba | FileCheck %s --check-prefix=NONE
# RUN: %dslc-ptx %s --kernel kernel --signature "float32[::1]" --abi c -O0 | FileCheck %s --check-prefix=KERNEL
from numba import cuda


@cuda.jit(device=True)
def add(x, y):
    return x + y


@cuda.jit(device=True)
def pair(x, y):
    return x * y, x > y


@cuda.jit(device=True)
def store(a, x):
    a[0] = x


@cuda.jit
def kernel(a):
    a[0] = 1.0

# C32: // dslc.function entry=add function=add signature="int32, int32" result=int32 abi=c target=sm_90
# C32-NOT: .entry
# C32: .visible .func  (.param .b32 func_retval0) add(
# C32-NEXT: .param .b32 add_param_0,
# C32-NEXT: .param .b32 add_param_1
# C32-NOT: call
# C32: add.s32
# C32: st.param.b32 [func_retval0+0],
# C32-NOT: .func

# C64: result=int64 abi=c
# C64: .visible .func  (.param .b64 func_retval0) add(
# C64: ld.param.s32 %rd{{[0-9]+}}, [add_param_0];
# C64: add.s64
# C64: st.param.b64 [func_retval0+0],

# NUMBA: result=float32 abi=numba
# NUMBA: .visible .func  (.param .b32 func_retval0) add(
# NUMBA-NEXT: .param .b64 add_param_0,
# NUMBA-NEXT: .param .b32 add_param_1,
# NUMBA-NEXT: .param .b32 add_param_2
# NUMBA: ld.param.u64 [[RESULT:%rd[0-9]+]], [add_param_0];
# NUMBA: add.f32 [[SUM:%f[0-9]+]],
# NUMBA: st.f32 [[[RESULT]]], [[SUM]];
# NUMBA: mov.b32 [[ZERO:%r[0-9]+]], 0;
# NUMBA: st.param.b32 [func_retval0+0], [[ZERO]];

# NAMED: .visible .func  (.param .b32 func_retval0) _Z4funcii(

# A bool is a byte, in a tuple too: float32 then bool, 8 bytes.
# TUPLE: result=tuple(float32, bool) abi=c
# TUPLE: .visible .func  (.param .align 4 .b8 func_retval0[8]) pair(
# TUPLE: st.param.f32 [func_retval0+0],
# TUPLE: st.param.b8 [func_retval0+4],

# An array is { data, extents, strides } by value; None stores nothing.
# NONE: result=none abi=numba
# NONE: .visible .func  (.param .b32 func_retval0) store(
# NONE-NEXT: .param .b64 store_param_0,
# NONE-NEXT: .param .align 8 .b8 store_param_1[24],
# NONE-NEXT: .param .b32 store_param_2
# NONE: ld.param.u64 [[DATA:%rd[0-9]+]], [store_param_1];
# NONE: st.f32 [[[DATA]]],
# NONE-NOT: st.
# NONE: st.param.b32 [func_retval0+0],

# A kernel's function may be compiled as a device function too (at -O0 the
# always-inliner still runs).
# KERNEL: .visible .func kernel(
# KERNEL-NOT: call
# KERNEL: ret;
