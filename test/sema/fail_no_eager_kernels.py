# With no --kernel, dslc compiles the kernels with eager signatures; there
# are none here. A note per kernel (device functions are not kernels) shows
# its parameters and the command line that compiles it.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
# CHECK: dslc: error: no kernel in `{{.*}}fail_no_eager_kernels.py` has a signature in its decorator; name one with --kernel and give --signature, a type for each parameter (`int32`, `float32[::1]`, ...)
# CHECK-NEXT: fail_no_eager_kernels.py:[[@LINE+10]]:5: note: `k(a, n)`: --kernel k --signature "<a>, <n>"
# CHECK-NEXT: {{^}}def k(a, n):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
# CHECK-NEXT: fail_no_eager_kernels.py:[[@LINE+17]]:5: note: `no_parameters()`: --kernel no_parameters --signature ""
# CHECK-NEXT: {{^}}def no_parameters():{{$}}
# CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = helper(n)


@cuda.jit(device=True)
def helper(n):
    return n + 1


@cuda.jit
def no_parameters():
    pass
