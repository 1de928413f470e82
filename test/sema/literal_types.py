# Literals: a Python int is int64 (uint64 above int64's range), a float is
# float64, True/False are bool; hex, binary, octal and underscores do not
# change the type.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a):
    # CHECK: Name i <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: IntLiteral 7 <[[@LINE+1]]:9-[[@LINE+1]]:10> : int64 = 7{{$}}
    i = 7
    # CHECK: Name big <[[@LINE+1]]:5-[[@LINE+1]]:8> : int64{{$}}
    big = 9223372036854775807
    # CHECK: Name huge <[[@LINE+2]]:5-[[@LINE+2]]:9> : uint64{{$}}
    # CHECK: IntLiteral 9223372036854775808 <[[@LINE+1]]:12-[[@LINE+1]]:31> : uint64 = 9223372036854775808{{$}}
    huge = 9223372036854775808
    # CHECK: Name h <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: IntLiteral 255 <[[@LINE+1]]:9-[[@LINE+1]]:13> : int64 = 255{{$}}
    h = 0xFF
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    b = 0b1010
    # CHECK: Name u <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    u = 1_000_000
    # CHECK: Name x <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: FloatLiteral 2.5 <[[@LINE+1]]:9-[[@LINE+1]]:12> : float64 = 2.5{{$}}
    x = 2.5
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    e = 1e-3
    # CHECK: Name t <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: BoolLiteral True <[[@LINE+1]]:9-[[@LINE+1]]:13> : bool = True{{$}}
    t = True
    a[0] = i + big + h + b + u + x + e + t
    a[1] = huge
