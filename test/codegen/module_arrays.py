# NumPy arrays a kernel file builds at its top level are frozen into
# constant memory with NumPy's values, dtypes and shapes (as Numba freezes a
# global array); their extents are constants of the code.
# RUN: %dslc compile --emit=llvm %s --kernel k --signature "float64[::1], int64" | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], int64" | FileCheck %s --check-prefix=PTX
# RUN: %dslc compile --emit=llvm -O 0 %s --kernel k --signature "float64[::1], int64" | FileCheck %s --check-prefix=O0
# RUN: %dslc compile --emit=typed %s --kernel shapes --signature "int64[::1]" | FileCheck %s --check-prefix=TYPED
import numpy
import numpy as np
from numba import cuda
from numpy import arange, full

# IR-DAG: = internal unnamed_addr addrspace(4) constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 4
MATRIX = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32)
# 0.1, 0.1 + 0.2, then 0.1 + i * (0.1 + 0.2 - 0.1), as NumPy fills them.
# IR-DAG: = internal unnamed_addr addrspace(4) constant [5 x double] [double 1.000000e-01, double 0x3FD3333333333334, double 0x3FE0000000000001, double 0x3FE6666666666667, double 0x3FECCCCCCCCCCCCE], align 8
STEPS = arange(0.1, 1.0, 0.2)
# IR-DAG: = internal unnamed_addr addrspace(4) constant [4 x half] [half 0xH3C00, half 0xH3D00, half 0xH3E00, half 0xH3F00], align 2
HALVES = numpy.arange(1.0, 2.0, 0.25, dtype="f2")
# IR-DAG: = internal unnamed_addr addrspace(4) constant [4 x float] [float 1.500000e+00, float -2.000000e+00, float 1.500000e+00, float -2.000000e+00], align 8
PAIRS = full(2, 1.5 - 2j, dtype=np.complex64)
# A bool mixed with integers makes an int64 array.
# IR-DAG: = internal unnamed_addr addrspace(4) constant [3 x i64] [i64 1, i64 0, i64 2], align 8
MIXED = np.array([True, False, 2])
# Cast from float64 through int64 and wrapped, as NumPy casts on the host.
# IR-DAG: = internal unnamed_addr addrspace(4) constant [3 x i8] c"\01\FE,", align 1
WRAPPED = np.array([1.5, -2.7, 300.2]).astype(np.int8)
# np.empty's elements are frozen as zeros (optimisation then folds reads of
# them; -O0 keeps the array).
# O0: = internal unnamed_addr addrspace(4) constant [6 x i16] zeroinitializer, align 2
EMPTY = np.empty((2, 3), dtype=np.int16)
TABLE = np.arange(24).reshape(2, 3, -1)
SAME = MATRIX


@cuda.jit
def k(out, i):
    out[0] = MATRIX[i % 2, i % 3] + STEPS[i] + HALVES[i] + PAIRS[i].imag + MIXED[i]
    out[1] = WRAPPED[i] + EMPTY[i % 2, i] + TABLE[1, 2, i] + SAME[0, i]


# The PTX holds the bytes, and reads them with ld.const.
# PTX-DAG: .const .align 4 .b8 __dslc_const_{{.*}}[24] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0, 6};
# PTX-DAG: .const .align 1 .b8 __dslc_const_{{.*}}[3] = {1, 254, 44};
# PTX-DAG: .const .align 2 .b8 __dslc_const_{{.*}}[8] = {0, 60, 0, 61, 0, 62, 0, 63};
# PTX-DAG: ld.const.s32
# PTX-DAG: ld.const.b16


# TYPED: Attribute .shape <{{.*}}> : tuple(int64, int64) = (2, 3)
# TYPED-NEXT: Name MATRIX <{{.*}}> : readonly int32[:, ::1]
# TYPED: Attribute .shape <{{.*}}> : tuple(int64, int64, int64) = (2, 3, 4)
# TYPED-NEXT: Name TABLE <{{.*}}> : readonly int64[:, :, ::1]
# TYPED: Call <{{.*}}> : int64 = 2
# TYPED: Name EMPTY <{{.*}}> : readonly int16[:, ::1]
@cuda.jit
def shapes(out):
    out[0] = MATRIX.shape[1]
    out[1] = TABLE.shape[2]
    out[2] = len(EMPTY)
