# A construct kernel code lacks fails only the kernels that use its
# function, as in Numba, which compiles each function when it is used: the
# file's other kernels compile.
# RUN: %dslc-ptx %s --kernel good --signature "float32[::1]" | FileCheck %s --check-prefix=GOOD
# RUN: not %dslc compile %s --kernel uses_comprehension --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=COMPREHENSION --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel calls_deleter --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=DELETE --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
def deleter(x):
    y = x
    if x < 0:
        # DELETE: isolation_unsupported.py:[[@LINE+1]]:9: error: a `del` statement is not supported in kernel code
        del y
    return x


@cuda.jit
def uses_comprehension(a):
    # COMPREHENSION: isolation_unsupported.py:[[@LINE+1]]:9: error: a list comprehension is not supported in kernel code
    b = [x for x in range(3)]
    a[0] = 1


@cuda.jit
def calls_deleter(a):
    # DELETE: isolation_unsupported.py:[[@LINE+1]]:12: note: in `deleter(float32)`, called here
    a[0] = deleter(a[1])


@cuda.jit
def good(a):
    a[0] = 2 * a[1]

# GOOD: .visible .entry good(
