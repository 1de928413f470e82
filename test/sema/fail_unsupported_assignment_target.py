# A starred assignment target is a construct kernel code lacks: reported
# when its function is typed (a fuzzer found that typing then stopped on
# it with an internal error), while the file's other kernels compile.
# RUN: not %dslc compile %s --kernel k --signature "float32[::1], float32" 2>&1 | FileCheck %s --implicit-check-not=error:
# RUN: %dslc compile %s --kernel other --signature "float32[::1]" -o %t.ptx
from numba import cuda


@cuda.jit
def k(a, f):
    # CHECK: fail_unsupported_assignment_target.py:[[@LINE+1]]:5: error: a starred expression is not supported in kernel code
    *a[0] = f
    a[1] = f


@cuda.jit
def other(a):
    a[0] = 1
