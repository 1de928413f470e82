# Barrier predicates are integers or bools, the `syncwarp` mask an integer;
# `syncthreads` and the fences take no arguments, `syncwarp` no keywords.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_barrier_arguments.py:[[@LINE+3]]:32: error: the predicate of `cuda.syncthreads_count` must be an integer or a bool, not `float32[::1]`
    # CHECK-NEXT: {{^}}    c = cuda.syncthreads_count(a){{$}}
    # CHECK-NEXT: {{^}}                               ^{{$}}
    c = cuda.syncthreads_count(a)
    # CHECK: fail_barrier_arguments.py:[[@LINE+3]]:29: error: the predicate of `cuda.syncthreads_or` must be an integer or a bool, not `float64`
    # CHECK-NEXT: {{^}}    d = cuda.syncthreads_or(1.5){{$}}
    # CHECK-NEXT: {{^}}                            ^~~{{$}}
    d = cuda.syncthreads_or(1.5)
    # CHECK: fail_barrier_arguments.py:[[@LINE+3]]:5: error: `cuda.syncthreads` takes 0 arguments, but 1 was given
    # CHECK-NEXT: {{^}}    cuda.syncthreads(n){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~{{$}}
    cuda.syncthreads(n)
    # CHECK: fail_barrier_arguments.py:[[@LINE+3]]:5: error: `cuda.threadfence_block` takes 0 arguments, but 1 was given
    # CHECK-NEXT: {{^}}    cuda.threadfence_block(0){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    cuda.threadfence_block(0)
    # CHECK: fail_barrier_arguments.py:[[@LINE+3]]:5: error: `cuda.syncwarp` takes 0 or 1 argument, but 2 were given
    # CHECK-NEXT: {{^}}    cuda.syncwarp(0xFFFF, n){{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    cuda.syncwarp(0xFFFF, n)
    # CHECK: fail_barrier_arguments.py:[[@LINE+3]]:19: error: the mask of `cuda.syncwarp` must be an integer, not `float64`
    # CHECK-NEXT: {{^}}    cuda.syncwarp(1.0){{$}}
    # CHECK-NEXT: {{^}}                  ^~~{{$}}
    cuda.syncwarp(1.0)
    # CHECK: fail_barrier_arguments.py:[[@LINE+3]]:19: error: `cuda.syncwarp` takes no keyword arguments
    # CHECK-NEXT: {{^}}    cuda.syncwarp(mask=0xFFFF){{$}}
    # CHECK-NEXT: {{^}}                  ^~~~{{$}}
    cuda.syncwarp(mask=0xFFFF)
    a[0] = c + d
