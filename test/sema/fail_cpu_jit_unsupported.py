# A Numba CPU function using what kernel code lacks fails only the kernels
# that call it; the file's other kernels compile.
# RUN: %dslc compile %s --kernel fine --signature "float64[::1]" -o /dev/null
# RUN: not %dslc compile %s --kernel k --signature "float64[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, njit


@njit
def squares(n):
    # CHECK: fail_cpu_jit_unsupported.py:[[@LINE+3]]:12: error: a list comprehension is not supported in kernel code
    # CHECK-NEXT: {{^}}    return [i * i for i in range(n)]{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    return [i * i for i in range(n)]


@cuda.jit
def k(a):
    squares(3)


@cuda.jit
def fine(a):
    a[0] = 1.0
