# With no --kernel, dslc compiles the kernels with eager signatures; there
# are none here.
# RUN: not %dslc compile --emit=typed %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: dslc: error: no kernel in `{{.*}}fail_no_eager_kernels.py` has a signature in its decorator; name one with --kernel and give --signature
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n
