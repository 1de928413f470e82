# Warp primitives: the mask and the lane (or delta, or lane mask) are
# integers; a shuffled or matched value is int32, int64, uint32, uint64,
# float32 or float64; a vote predicate is a number or a bool.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32, int16, float64" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n, small, d):
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:37: error: the value of `cuda.shfl_sync` must be of type int32, int64, uint32, uint64, float32 or float64, not `float32[::1]`; convert it first, as in `int32(x)`
    # CHECK-NEXT: {{^}}    s1 = cuda.shfl_sync(0xFFFFFFFF, a, 0){{$}}
    # CHECK-NEXT: {{^}}                                    ^{{$}}
    s1 = cuda.shfl_sync(0xFFFFFFFF, a, 0)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:42: error: the value of `cuda.shfl_down_sync` must be of type int32, int64, uint32, uint64, float32 or float64, not `int16`; convert it first, as in `int32(x)`
    # CHECK-NEXT: {{^}}    s2 = cuda.shfl_down_sync(0xFFFFFFFF, small, 1){{$}}
    # CHECK-NEXT: {{^}}                                         ^~~~~{{$}}
    s2 = cuda.shfl_down_sync(0xFFFFFFFF, small, 1)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:28: error: the mask of `cuda.shfl_up_sync` must be an integer, not `float64`
    # CHECK-NEXT: {{^}}    s3 = cuda.shfl_up_sync(d, n, 1){{$}}
    # CHECK-NEXT: {{^}}                           ^{{$}}
    s3 = cuda.shfl_up_sync(d, n, 1)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:44: error: the lane mask of `cuda.shfl_xor_sync` must be an integer, not `float64`
    # CHECK-NEXT: {{^}}    s4 = cuda.shfl_xor_sync(0xFFFFFFFF, n, 1.0){{$}}
    # CHECK-NEXT: {{^}}                                           ^~~{{$}}
    s4 = cuda.shfl_xor_sync(0xFFFFFFFF, n, 1.0)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:40: error: the source lane of `cuda.shfl_sync` must be an integer, not `float64`
    # CHECK-NEXT: {{^}}    s5 = cuda.shfl_sync(0xFFFFFFFF, n, d){{$}}
    # CHECK-NEXT: {{^}}                                       ^{{$}}
    s5 = cuda.shfl_sync(0xFFFFFFFF, n, d)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:10: error: `cuda.shfl_down_sync` takes 3 arguments, but 2 were given
    # CHECK-NEXT: {{^}}    s6 = cuda.shfl_down_sync(0xFFFFFFFF, d){{$}}
    # CHECK-NEXT: {{^}}         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    s6 = cuda.shfl_down_sync(0xFFFFFFFF, d)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:36: error: the predicate of `cuda.all_sync` must be a number or a bool, not `float32[::1]`
    # CHECK-NEXT: {{^}}    v1 = cuda.all_sync(0xFFFFFFFF, a){{$}}
    # CHECK-NEXT: {{^}}                                   ^{{$}}
    v1 = cuda.all_sync(0xFFFFFFFF, a)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:27: error: the mask of `cuda.ballot_sync` must be an integer, not `float64`
    # CHECK-NEXT: {{^}}    v2 = cuda.ballot_sync(d, n){{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    v2 = cuda.ballot_sync(d, n)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:42: error: the value of `cuda.match_any_sync` must be of type int32, int64, uint32, uint64, float32 or float64, not `bool`; convert it first, as in `int32(x)`
    # CHECK-NEXT: {{^}}    m1 = cuda.match_any_sync(0xFFFFFFFF, True){{$}}
    # CHECK-NEXT: {{^}}                                         ^~~~{{$}}
    m1 = cuda.match_any_sync(0xFFFFFFFF, True)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:42: error: the value of `cuda.match_all_sync` must be of type int32, int64, uint32, uint64, float32 or float64, not `float32[::1]`; convert it first, as in `int32(x)`
    # CHECK-NEXT: {{^}}    m2 = cuda.match_all_sync(0xFFFFFFFF, a){{$}}
    # CHECK-NEXT: {{^}}                                         ^{{$}}
    m2 = cuda.match_all_sync(0xFFFFFFFF, a)
    # CHECK: fail_warp_arguments.py:[[@LINE+3]]:9: error: `cuda.activemask` takes 0 arguments, but 1 was given
    # CHECK-NEXT: {{^}}    w = cuda.activemask(n){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~{{$}}
    w = cuda.activemask(n)
    a[0] = s1 + s2 + s3 + s4 + s5 + s6 + v1 + v2 + m1 + m2[0] + w
