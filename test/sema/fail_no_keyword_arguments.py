# Builtins take no keyword arguments.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import math

from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_no_keyword_arguments.py:[[@LINE+3]]:22: error: `math.sqrt` takes no keyword arguments
    # CHECK-NEXT: {{^}}    a[0] = math.sqrt(x=n){{$}}
    # CHECK-NEXT: {{^}}                     ^{{$}}
    a[0] = math.sqrt(x=n)
