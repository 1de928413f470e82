# A dtype string must name a number type.
# RUN: not %dslc compile %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a):
    # CHECK: fail_array_dtype_string.py:[[@LINE+3]]:29: error: `"float"` names no number type; a dtype string is a type's name such as "float32", "int64" or "f4"
    # CHECK-NEXT: {{^}}    t = cuda.local.array(4, "float"){{$}}
    # CHECK-NEXT: {{^}}                            ^~~~~~~{{$}}
    t = cuda.local.array(4, "float")
    a[0] = t[0]
