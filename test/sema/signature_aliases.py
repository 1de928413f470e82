# Short names for scalar types in signatures, by bits: f16, f32, f64, i8 to
# i64, u8 to u64, and b1 or bool (unlike Numba, whose i8 and u8 count bytes).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "f32[:], f64, i8, i16, i32, i64, u8, u16, u32, u64, b1, bool, f16" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, f, i8, i16, i32, i64, u8, u16, u32, u64, b, c, h):
    a[0] = f

# CHECK: Kernel k(float32[:], float64, int8, int16, int32, int64, uint8, uint16, uint32, uint64, bool, bool, float16)
