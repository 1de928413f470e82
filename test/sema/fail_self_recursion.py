# A function calling itself needs a type for the calls' result: its
# signature's, or that of a `return` outside the recursion; a declared
# result must take what the function returns.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int64" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel k2 --signature "float64[::1], int64" 2>&1 | FileCheck %s --strict-whitespace --check-prefix=MISMATCH --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def runaway(x):
    # CHECK: fail_self_recursion.py:[[@LINE+6]]:12: error: recursive call to `runaway`, whose result has no type: no `return` outside the recursion gives one, and no signature declares it
    # CHECK-NEXT: {{^}}    return runaway(x){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~{{$}}
    # CHECK-NEXT: fail_self_recursion.py:[[@LINE+8]]:12: note: in `runaway(int64)`, called here
    # CHECK-NEXT: {{^}}    r[0] = runaway(x){{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~{{$}}
    return runaway(x)


@cuda.jit
def k(r, x):
    r[0] = runaway(x)


# MISMATCH: fail_self_recursion.py:[[@LINE+2]]:5: error: `pair` returns `tuple(int64, int64)`, which its calls of itself cannot take as the `int64` its signature declares
@cuda.jit("int64(int64)", device=True)
def pair(n):
    if n < 1:
        return (n, n)
    x = pair(n - 1)
    return (x, x)


@cuda.jit
def k2(r, x):
    r[0] = pair(x)
