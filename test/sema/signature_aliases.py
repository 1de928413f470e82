# Short names for scalar types in signatures, with Numba's meaning (size in
# bytes): b1, i1 i2 i4 i8, u1 u2 u4 u8, f2 f4 f8 -- so `i8` is int64 and
# `u1` uint8, as Numba signatures mean them. Names by bits that no Numba
# name can be mistaken for (i16 to i64, u16 to u64, f16 to f64) are
# accepted too, and so are Numba's `byte`, `intp`, `uintp`, `double`.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "f4[:], f8, i1, i2, i4, i8, u1, u2, u4, u8, b1, bool, f2" | FileCheck %s --check-prefix=NUMBA
# RUN: %dslc compile --emit=typed %s --kernel k --signature "f32[:], f64, byte, i16, i32, i64, uintp, u16, u32, u64, b1, boolean, f16" | FileCheck %s --check-prefix=BITS
from numba import cuda


@cuda.jit
def k(a, f, i8, i16, i32, i64, u8, u16, u32, u64, b, c, h):
    a[0] = f

# NUMBA: Kernel k(float32[:], float64, int8, int16, int32, int64, uint8, uint16, uint32, uint64, bool, bool, float16)
# BITS: Kernel k(float32[:], float64, uint8, int16, int32, int64, uint64, uint16, uint32, uint64, bool, bool, float16)
