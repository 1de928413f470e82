# A construct kernel code lacks fails only the kernels that use its
# function, as in Numba, which compiles each function when it is used: the
# file's other kernels compile.
# RUN: %dslc-ptx %s --kernel good --signature "float32[::1]" | FileCheck %s --check-prefix=GOOD
# RUN: not %dslc compile %s --kernel uses_comprehension --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=COMPREHENSION --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel calls_raiser --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=RAISE --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def raiser(x):
    if x < 0:
        # RAISE: isolation_unsupported.py:[[@LINE+1]]:9: error: a `raise` statement is not supported in kernel code
        raise ValueError("negative")
    return x


@cuda.jit
def uses_comprehension(a):
    # COMPREHENSION: isolation_unsupported.py:[[@LINE+1]]:9: error: a list comprehension is not supported in kernel code
    b = [x for x in range(3)]
    a[0] = 1


@cuda.jit
def calls_raiser(a):
    # RAISE: isolation_unsupported.py:[[@LINE+1]]:12: note: in `raiser(float32)`, called here
    a[0] = raiser(a[1])


@cuda.jit
def good(a):
    a[0] = 2 * a[1]

# GOOD: .visible .entry good(
