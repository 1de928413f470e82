# dslc.internal's run-time operations check their arguments: redux.sync
# adds 32-bit integers, the predicated shuffles move integers and floats,
# exclusive_sum_of subtracts two integers of one type, address_in_register
# takes an array,
# vector loads and stores take 1-D arrays of one integer or float type and
# a constant width of at most 16 bytes, and aligned() a constant width.
# RUN: not %dslc compile %s --kernel k --signature "float32[::1], float64[::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda

from dslc.internal import (
    address_in_register,
    aligned,
    exclusive_sum_of,
    load_vector,
    shfl_up_add,
    store_vector,
    warp_redux_add,
)


@cuda.jit
def k(a, d, n):
    items = cuda.local.array(8, a.dtype)
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:27: error: `dslc.internal.warp_redux_add` takes an int32 or uint32, not a value of type `float32`
    # CHECK-NEXT: {{^}}    a[0] = warp_redux_add(a[0]){{$}}
    # CHECK-NEXT: {{^}}                          ^~~~{{$}}
    a[0] = warp_redux_add(a[0])
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:36: error: `dslc.internal.shfl_up_add` takes an integer or a float, not a value of type `bool`
    # CHECK-NEXT: {{^}}    a[1] = shfl_up_add(0xFFFFFFFF, n > 0, 1, 32){{$}}
    # CHECK-NEXT: {{^}}                                   ^~~~~{{$}}
    a[1] = shfl_up_add(0xFFFFFFFF, n > 0, 1, 32)
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:32: error: `dslc.internal.exclusive_sum_of` takes two integers of one type, not a value of type `float32`
    # CHECK-NEXT: {{^}}    a[2] = exclusive_sum_of(n, a[0]){{$}}
    # CHECK-NEXT: {{^}}                               ^~~~{{$}}
    a[2] = exclusive_sum_of(n, a[0])
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:32: error: `dslc.internal.exclusive_sum_of` takes two integers of one type, not a value of type `int64`
    # CHECK-NEXT: {{^}}    a[3] = exclusive_sum_of(n, n + 1){{$}}
    # CHECK-NEXT: {{^}}                               ^~~~~{{$}}
    a[3] = exclusive_sum_of(n, n + 1)
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:32: error: `dslc.internal.address_in_register` takes an array, not a value of type `int32`
    # CHECK-NEXT: {{^}}    a[4] = address_in_register(n)[0]{{$}}
    # CHECK-NEXT: {{^}}                               ^{{$}}
    a[4] = address_in_register(n)[0]
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:24: error: `dslc.internal.load_vector` takes 1-D arrays of one integer or float type, not a value of type `float64[::1]`
    # CHECK-NEXT: {{^}}    load_vector(items, d, 0, 2){{$}}
    # CHECK-NEXT: {{^}}                       ^{{$}}
    load_vector(items, d, 0, 2)
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:31: error: `dslc.internal.store_vector` takes a width known at compile time
    # CHECK-NEXT: {{^}}    store_vector(a, items, 0, n){{$}}
    # CHECK-NEXT: {{^}}                              ^{{$}}
    store_vector(a, items, 0, n)
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:30: error: `dslc.internal.load_vector` moves 1, 2 or 4 elements of at most 16 bytes in all, not 8
    # CHECK-NEXT: {{^}}    load_vector(items, a, 0, 8){{$}}
    # CHECK-NEXT: {{^}}                             ^{{$}}
    load_vector(items, a, 0, 8)
    # CHECK: fail_internal_operations.py:[[@LINE+3]]:19: error: `dslc.internal.aligned` takes a width known at compile time
    # CHECK-NEXT: {{^}}    if aligned(a, n):{{$}}
    # CHECK-NEXT: {{^}}                  ^{{$}}
    if aligned(a, n):
        a[2] = 0
