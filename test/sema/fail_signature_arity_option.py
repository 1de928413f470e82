# --signature gives fewer types than the kernel has parameters; the error
# points into the signature, with a note at the kernel.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: <signature>:1:1: error: `k` takes 2 parameters, but the signature gives 1 type
# CHECK-NEXT: {{^}}float32[:]{{$}}
# CHECK-NEXT: {{^}}^~~~~~~~~~{{$}}
# CHECK-NEXT: fail_signature_arity_option.py:[[@LINE+7]]:5: note: `k` is defined here
# CHECK-NEXT: {{^}}def k(a, n):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
