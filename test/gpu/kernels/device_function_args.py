"""Compile-time arguments to device functions, passed as numba-cuda's
test_atomics.py passes them: the element type of a shared array (a number
class), its size or shape (constants), the atomic to apply (a builtin) and
a cast of the index (a device function), and a bool that adds a wrapping
step. Each block is one histogram or tile in shared memory.
"""
from numba import cuda, float64, uint32


@cuda.jit(device=True)
def cast_to_int(num):
    return int(num)


@cuda.jit(device=True)
def cast_none(num):
    return num


@cuda.jit(device=True)
def binary_1dim_shared(ary, idx, op2, ary_dtype, ary_nelements, binop_func, cast_func,
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
def binary_2dim_shared(ary, op2, ary_dtype, ary_shape, binop_func, y_cast_func, neg_idx):
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


# ary: 32 bins in 0..31; afterwards the histogram of them.
@cuda.jit
def atomic_add(ary):
    binary_1dim_shared(ary, ary, 1, uint32, 32, cuda.atomic.add, cast_none, 0, False)


@cuda.jit
def atomic_add_wrap(ary):
    binary_1dim_shared(ary, ary, 1, uint32, 32, cuda.atomic.add, cast_none, 0, True)


# ary: a 4 x 8 tile, each element incremented by its thread.
@cuda.jit
def atomic_add_float_2(ary):
    binary_2dim_shared(ary, 1, float64, (4, 8), cuda.atomic.add, cast_to_int, False)


@cuda.jit
def atomic_add_float_2_wrap(ary):
    binary_2dim_shared(ary, 1, float64, (4, 8), cuda.atomic.add, cast_to_int, True)


# ary[b] = -(the number of idx equal to b).
@cuda.jit
def atomic_sub_double(idx, ary):
    binary_1dim_shared(ary, idx, 1.0, float64, 32, cuda.atomic.sub, cast_none, 0.0, False)
