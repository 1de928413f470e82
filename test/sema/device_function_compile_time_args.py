# Compile-time things passed to a device function, as numba-cuda's
# test_atomics.py passes them: a number class (the shared array's dtype), a
# size and a shape (constants), a builtin (`cuda.atomic.add`) and a device
# function (the cast) as functions to call, and a bool that decides a
# condition. Each parameter takes the thing's type and has no run-time value;
# the constants a specialisation needs (the size, the shape, the bool) are
# part of it, the others (`op2`, `initializer`) are passed at run time.
# RUN: %dslc compile --emit=typed %s --kernel atomic_add --signature "uint32[::1]" | FileCheck %s --check-prefix=ADD
# RUN: %dslc compile --emit=typed %s --kernel atomic_add_wrap --signature "uint32[::1]" | FileCheck %s --check-prefix=WRAP
# RUN: %dslc compile --emit=typed %s --kernel atomic_add_float_2 --signature "float64[:, ::1]" | FileCheck %s --check-prefix=TWO
from numba import cuda, float64, uint32


@cuda.jit(device=True)
def atomic_cast_to_int(num):
    return int(num)


@cuda.jit(device=True)
def atomic_cast_none(num):
    return num


@cuda.jit(device=True)
def atomic_binary_1dim_shared(ary, idx, op2, ary_dtype, ary_nelements, binop_func, cast_func,
                              initializer, neg_idx):
    tid = cuda.threadIdx.x
    sm = cuda.shared.array(ary_nelements, ary_dtype)
    sm[tid] = initializer
    cuda.syncthreads()
    bin = cast_func(idx[tid] % ary_nelements)
    if neg_idx:
        bin = bin % ary_nelements
    binop_func(sm, bin, op2)
    cuda.syncthreads()
    ary[tid] = sm[tid]


@cuda.jit(device=True)
def atomic_binary_2dim_shared(ary, op2, ary_dtype, ary_shape, binop_func, y_cast_func, neg_idx):
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    sm = cuda.shared.array(ary_shape, ary_dtype)
    sm[tx, ty] = ary[tx, ty]
    cuda.syncthreads()
    bin = (tx, y_cast_func(ty))
    if neg_idx:
        bin = (bin[0] % ary_shape[0], bin[1] % ary_shape[1])
    binop_func(sm, bin, op2)
    cuda.syncthreads()
    ary[tx, ty] = sm[tx, ty]


@cuda.jit
def atomic_add(ary):
    atomic_binary_1dim_shared(ary, ary, 1, uint32, 32, cuda.atomic.add, atomic_cast_none, 0, False)


@cuda.jit
def atomic_add_wrap(ary):
    atomic_binary_1dim_shared(ary, ary, 1, uint32, 32, cuda.atomic.add, atomic_cast_none, 0, True)


@cuda.jit
def atomic_add_float_2(ary):
    atomic_binary_2dim_shared(ary, 1, float64, (4, 8), cuda.atomic.add, atomic_cast_to_int, False)

# ADD-LABEL: Kernel atomic_add(uint32[::1])
# ADD:         Name uint32 <{{.*}}> : class `uint32`
# ADD:         Attribute .add <{{.*}}> : function `cuda.atomic.add`
# ADD:         Name atomic_cast_none <{{.*}}> : device function `atomic_cast_none`
# ADD-LABEL: DeviceFunction atomic_cast_none(int64) -> int64
# ADD-LABEL: DeviceFunction atomic_binary_1dim_shared(uint32[::1], uint32[::1], int64, class(uint32), int64 = 32, function(cuda.atomic.add), function(atomic_cast_none), int64, bool = False) -> none
# ADD:         Call <{{.*}}> : uint32[::1]
# ADD-NEXT:      Attribute .array
# ADD-NEXT:        Attribute .shared
# ADD-NEXT:          Name cuda
# ADD-NEXT:      Name ary_nelements <{{.*}}> : int64 = 32
# ADD-NEXT:      Name ary_dtype <{{.*}}> : class `uint32`
# ADD:         Name initializer <{{.*}}> : int64{{$}}
# ADD:         Call <{{.*}}> : int64
# ADD-NEXT:      Name cast_func <{{.*}}> : device function `atomic_cast_none`
# The arm under `if neg_idx:` is dead: nothing in it is typed.
# ADD:       If <{{.*}}>
# ADD-NEXT:    if:
# ADD-NEXT:      Name neg_idx <{{[0-9:-]*}}>{{$}}
# ADD-NEXT:    then:
# ADD-NEXT:      Assign <{{.*}}>
# ADD-NEXT:        targets:
# ADD-NEXT:          Name bin <{{[0-9:-]*}}>{{$}}
# ADD:         Call <{{.*}}> : uint32
# ADD-NEXT:      Name binop_func <{{.*}}> : function `cuda.atomic.add`
# ADD-NEXT:      Name sm <{{.*}}> : uint32[::1]
# ADD-NEXT:      Name bin <{{.*}}> : int64
# ADD-NEXT:      Name op2 <{{.*}}> : int64{{$}}

# WRAP-LABEL: DeviceFunction atomic_binary_1dim_shared(uint32[::1], uint32[::1], int64, class(uint32), int64 = 32, function(cuda.atomic.add), function(atomic_cast_none), int64, bool = True) -> none
# WRAP:       If <{{.*}}>
# WRAP-NEXT:    if:
# WRAP-NEXT:      Name neg_idx <{{.*}}> : bool = True
# WRAP-NEXT:    then:
# WRAP-NEXT:      Assign <{{.*}}>
# WRAP-NEXT:        targets:
# WRAP-NEXT:          Name bin <{{.*}}> : int64

# TWO-LABEL: DeviceFunction atomic_cast_to_int(int32) -> int32
# TWO-LABEL: DeviceFunction atomic_binary_2dim_shared(float64[:, ::1], int64, class(float64), tuple(int64, int64) = (4, 8), function(cuda.atomic.add), function(atomic_cast_to_int), bool = False) -> none
# TWO:         Call <{{.*}}> : float64[:, ::1]
# TWO-NEXT:      Attribute .array
# TWO-NEXT:        Attribute .shared
# TWO-NEXT:          Name cuda
# TWO-NEXT:      Name ary_shape <{{.*}}> : tuple(int64, int64) = (4, 8)
# TWO-NEXT:      Name ary_dtype <{{.*}}> : class `float64`
# TWO:         Name bin <{{.*}}> : tuple(int32, int32)
# TWO-NEXT:    value:
# TWO-NEXT:      Tuple <{{.*}}> : tuple(int32, int32)
# TWO-NEXT:        Name tx
# TWO-NEXT:      Call <{{.*}}> : int32
# TWO-NEXT:        Name y_cast_func <{{.*}}> : device function `atomic_cast_to_int`
# TWO:         Call <{{.*}}> : float64
# TWO-NEXT:      Name binop_func <{{.*}}> : function `cuda.atomic.add`
