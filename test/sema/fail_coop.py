# cuda.coop calls that cannot compile are reported at the call, in
# cuda.coop's terms: a block collective without a block size known at
# compile time, a count that is not a constant, a type shuffles cannot
# move, a missing or wrong operator, an algorithm of the wrong enum, a
# warp transpose for a block that is not whole warps.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "int32[::1], int64" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel bounded --signature "int32[::1], int64" 2>&1 | FileCheck %s --check-prefix=BOUNDED --strict-whitespace --implicit-check-not=error:
from numba import cuda, int32, int8

from cuda import coop


@cuda.jit
def k(a, n):
    # CHECK: fail_coop.py:[[@LINE+3]]:12: error: `coop.block.sum` needs the block's thread count at compile time: give the kernel `launch_bounds=threads` (as in `@cuda.jit(launch_bounds=128)`), make the collective at module level with its `threads_per_block`, or compile with `--block-dim X[,Y[,Z]]`
    # CHECK-NEXT: {{^}}    a[0] = coop.block.sum(a[1]){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~{{$}}
    a[0] = coop.block.sum(a[1])
    # CHECK: fail_coop.py:[[@LINE+3]]:48: error: `threads_in_warp` of `coop.warp.sum` must be a compile-time constant power of two up to 32, not `12`
    # CHECK-NEXT: {{^}}    a[1] = coop.warp.sum(a[1], threads_in_warp=12){{$}}
    # CHECK-NEXT: {{^}}                                               ^~{{$}}
    a[1] = coop.warp.sum(a[1], threads_in_warp=12)
    # CHECK: fail_coop.py:[[@LINE+3]]:26: error: `coop.warp.sum` moves values of type int32, int64, uint32, uint64, float32 or float64, not `int8`
    # CHECK-NEXT: {{^}}    a[2] = coop.warp.sum(int8(n)){{$}}
    # CHECK-NEXT: {{^}}                         ^~~~~~~{{$}}
    a[2] = coop.warp.sum(int8(n))
    # CHECK: fail_coop.py:[[@LINE+3]]:12: error: `coop.warp.reduce` needs `binary_op`, a device function of two values (`@cuda.jit(device=True)`)
    # CHECK-NEXT: {{^}}    a[3] = coop.warp.reduce(a[3], None){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    a[3] = coop.warp.reduce(a[3], None)
    # CHECK: fail_coop.py:[[@LINE+3]]:35: error: `binary_op` of `coop.warp.reduce` must be a device function (`@cuda.jit(device=True)`), not a value of type `int64`
    # CHECK-NEXT: {{^}}    a[4] = coop.warp.reduce(a[4], n){{$}}
    # CHECK-NEXT: {{^}}                                  ^{{$}}
    a[4] = coop.warp.reduce(a[4], n)


@cuda.jit(launch_bounds=80)
def bounded(a, n):
    items = cuda.local.array(4, int32)
    # BOUNDED: fail_coop.py:[[@LINE+3]]:48: error: `items_per_thread` of `coop.block.load` must be a compile-time constant positive integer, not a value known only at run time
    # BOUNDED-NEXT: {{^}}    coop.block.load(a, items, items_per_thread=n){{$}}
    # BOUNDED-NEXT: {{^}}                                               ^{{$}}
    coop.block.load(a, items, items_per_thread=n)
    # BOUNDED: fail_coop.py:[[@LINE+3]]:21: error: the `src` of `coop.block.load` must be an array, not a value of type `int64`
    # BOUNDED-NEXT: {{^}}    coop.block.load(n, items, 4){{$}}
    # BOUNDED-NEXT: {{^}}                    ^{{$}}
    coop.block.load(n, items, 4)
    # BOUNDED: fail_coop.py:[[@LINE+3]]:44: error: the `algorithm` of `coop.block.load` must be a member of `coop.BlockLoadAlgorithm`, not a value of type `IntEnum<int64>(BlockStoreAlgorithm)`
    # BOUNDED-NEXT: {{^}}    coop.block.load(a, items, 4, algorithm=coop.BlockStoreAlgorithm.DIRECT){{$}}
    # BOUNDED-NEXT: {{^}}                                           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    coop.block.load(a, items, 4, algorithm=coop.BlockStoreAlgorithm.DIRECT)
    # BOUNDED: fail_coop.py:[[@LINE+3]]:45: error: `coop.block.store` with a warp transpose needs a block of a multiple of 32 threads, not 80
    # BOUNDED-NEXT: {{^}}    coop.block.store(a, items, 4, algorithm=coop.BlockStoreAlgorithm.WARP_TRANSPOSE){{$}}
    # BOUNDED-NEXT: {{^}}                                            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    coop.block.store(a, items, 4, algorithm=coop.BlockStoreAlgorithm.WARP_TRANSPOSE)
