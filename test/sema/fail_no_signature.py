# A lazily compiled kernel needs a signature to compile ahead of time; a
# note shows the --signature to give, a type in place of each parameter.
# RUN: not %dslc compile --emit=typed %s --kernel k 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
from numba import cuda


@cuda.jit
# CHECK: fail_no_signature.py:[[@LINE+6]]:5: error: `k` has no signature: give one with --signature, or in the decorator as `@cuda.jit("void(float32[:], int32)")`
# CHECK-NEXT: {{^}}def k(a, n):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
# CHECK-NEXT: fail_no_signature.py:[[@LINE+3]]:5: note: `k(a, n)`: --kernel k --signature "<a>, <n>"
# CHECK-NEXT: {{^}}def k(a, n):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
def k(a, n):
    a[0] = n
