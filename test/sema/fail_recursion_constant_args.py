# Recursion whose constant arguments change on every call but never end it:
# each call is another specialisation, until the calls are nested too deep.
# The error says it is recursion; the notes show the innermost calls and the
# kernel's. (A constant condition that ends it is fine:
# device_function_constant_recursion.py.)
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def forever(n):
    # CHECK: fail_recursion_constant_args.py:[[@LINE+6]]:12: error: recursive call to `forever`, nested more than 100 device-function calls deep; kernel code supports recursion only where constant arguments end it sooner
    # CHECK-NEXT: {{^}}    return forever(n + 1){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~{{$}}
    # CHECK-NEXT: fail_recursion_constant_args.py:[[@LINE+3]]:12: note: in `forever(int64 = 99)`, called here
    # CHECK-COUNT-6: note: in `forever(int64 = {{[0-9]+}})`, called here
    # CHECK: fail_recursion_constant_args.py:[[@LINE+6]]:12: note: in `forever(int64 = 0)`, called here (through 92 more calls not shown)
    return forever(n + 1)


@cuda.jit
def k(a):
    a[0] = forever(0)
