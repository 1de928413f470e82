# `raise` and a failed `assert` end the thread that runs them (llvm.nvvm.exit,
# PTX `exit`), as in Numba without debug=True, where the error status of a
# raise is returned up to the kernel and never read; inside a device
# function too, once it is inlined. The exception is never built: its
# arguments are not evaluated.
# RUN: %dslc compile %s --kernel kernel --signature "int32[::1], int32[::1]" --emit=llvm | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel kernel --signature "int32[::1], int32[::1]" | FileCheck %s --check-prefix=PTX
from numba import cuda


class BadInput(Exception):
    pass


@cuda.jit(device=True)
def doubled(x):
    if x < 0:
        raise ValueError("negative", x)
    return x * 2


@cuda.jit
def kernel(out, a):
    i = cuda.grid(1)
    assert i < 1000000, "too many threads"
    if i >= a.size:
        return
    if a[i] == 7:
        raise BadInput
    out[i] = doubled(a[i])

# IR-LABEL: define {{.*}}void @kernel(
# IR: call void @llvm.nvvm.exit()
# IR-NEXT: unreachable
# IR-NOT: negative
# PTX-LABEL: .visible .entry kernel(
# PTX: exit;
