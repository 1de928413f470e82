# `raise` and a failed `assert` end the thread that runs them (llvm.nvvm.exit,
# PTX `exit`), as in Numba without debug=True, where the error status of a
# raise is returned up to the kernel and never read; inside a device
# function too, once it is inlined. The exception is never built: its
# arguments are not evaluated. What the thread stored before it ended stays
# stored, as in Numba, whose kernel returns: an asm that may read any memory
# comes before the exit, so LLVM does not take such a store for dead.
# RUN: %dslc compile %s --kernel kernel --signature "int32[::1], int32[::1]" --emit=llvm | FileCheck %s --check-prefix=IR
# RUN: %dslc compile %s --kernel stored_before --signature "float64[::1], complex128[::1], int32[::1]" --emit=llvm | FileCheck %s --check-prefix=KEPT
# RUN: %dslc-ptx %s --kernel stored_before --signature "float64[::1], complex128[::1], int32[::1]" | FileCheck %s --check-prefix=KEPT-PTX
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
# IR: call void asm sideeffect "", "~{memory}"()
# IR-NEXT: call void @llvm.nvvm.exit()
# IR-NEXT: unreachable
# IR-NOT: negative
# PTX-LABEL: .visible .entry kernel(
# PTX: exit;


# Each first store is overwritten unless the thread ends between: by a
# raise, or by a complex division by zero (Numba's ZeroDivisionError).
@cuda.jit
def stored_before(out, z, flags):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = 1.5
        if flags[i] == 7:
            raise ValueError
        out[i] = 2.5
        z[i] = 3j
        z[i] = 1 / z[i + 1]

# KEPT-LABEL: define {{.*}}void @stored_before(
# KEPT-DAG: store double 1.500000e+00
# KEPT-DAG: store double 2.500000e+00
# KEPT-DAG: store double 3.000000e+00
# KEPT-PTX-LABEL: .visible .entry stored_before(
# The doubles' bits, stored as integers: 1.5, 2.5 and 3.0.
# KEPT-PTX-DAG: 4609434218613702656
# KEPT-PTX-DAG: 4612811918334230528
# KEPT-PTX-DAG: 4613937818241073152
