# numba.cuda.random: the states argument checked at the call, names the
# module lacks reported where they are imported and used.
# RUN: not %dslc compile %s --kernel floats --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=FLOATS
# RUN: not %dslc compile %s --kernel other_record --signature "Record(s0[type=uint32;offset=0],s1[type=uint64;offset=8];16;True)[::1]" 2>&1 | FileCheck %s --check-prefix=RECORD
# RUN: not %dslc compile %s --kernel missing --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=MISSING
# RUN: not %dslc compile %s --kernel private --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=PRIVATE
from numba import cuda
from numba.cuda.random import xoroshiro128p_uniform_float32, xoroshiro128p_gamma


@cuda.jit
def floats(a):
    # FLOATS: fail_cuda_random.py:[[@LINE+1]]:42: error: `xoroshiro128p_uniform_float32` draws from an array of xoroshiro128p states (made by `create_xoroshiro128p_states`: records with uint64 fields `s0` and `s1`), not a value of type `float32[::1]`
    a[0] = xoroshiro128p_uniform_float32(a, 0)


@cuda.jit
def other_record(states):
    # RECORD: fail_cuda_random.py:[[@LINE+1]]:40: error: `xoroshiro128p_next` draws from an array of xoroshiro128p states
    x = cuda.random.xoroshiro128p_next(states, 0)


@cuda.jit
def missing(a):
    # MISSING: fail_cuda_random.py:[[@LINE+1]]:12: error: `numba.cuda.random.xoroshiro128p_gamma` is not supported in kernel code
    a[0] = xoroshiro128p_gamma(a, 0)


@cuda.jit
def private(a):
    # PRIVATE: fail_cuda_random.py:[[@LINE+1]]:24: error: module `numba.cuda.random` has no attribute `_rotate_left` that kernel code can use
    a[0] = cuda.random._rotate_left(a[0], 3)
