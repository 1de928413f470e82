# Errors of device functions compiled on their own (`--abi`): a result that
# is not a number, a tuple of numbers or None; a declared return type the
# returned value cannot be converted to; a symbol PTX or the compiler
# reserves; no function named; several eager signatures.
# RUN: not %dslc compile %s --kernel store --signature "int32(float32[::1], float32)" --abi c 2>&1 | FileCheck %s --check-prefix=NONE
# RUN: not %dslc compile %s --kernel whole --signature "float32[::1]" --abi c 2>&1 | FileCheck %s --check-prefix=ARRAY
# RUN: not %dslc compile %s --kernel add --signature "int32, int32" --abi c --abi-name __nv_sinf 2>&1 | FileCheck %s --check-prefix=NAME
# RUN: not %dslc compile %s --abi numba 2>&1 | FileCheck %s --check-prefix=WHICH
# RUN: not %dslc compile %s --kernel two --abi c 2>&1 | FileCheck %s --check-prefix=TWO
# RUN: not %dslc compile %s --kernel add --signature "float32" --abi c 2>&1 | FileCheck %s --check-prefix=ARITY
from numba import cuda


@cuda.jit(device=True)
def add(x, y):
    return x + y


# NONE: <signature>:1:1: error: `store` returns `None`, which the signature's return type `int32` cannot hold
# NONE: fail_device_entry.py:[[@LINE+2]]:5: note: `store` is defined here
@cuda.jit(device=True)
def store(a, x):
    a[0] = x


# ARRAY: fail_device_entry.py:[[@LINE+2]]:5: error: a device function compiled on its own returns a number, a tuple of numbers or None, not `float32[::1]`
@cuda.jit(device=True)
def whole(a):
    return a


# TWO: fail_device_entry.py:[[@LINE+2]]:5: error: `two` has 2 signatures; --abi compiles one: give it with --signature
@cuda.jit(["int32(int32)", "float32(float32)"], device=True)
def two(x):
    return x

# NAME: error: `__nv_sinf` cannot name a device function: a name is ASCII letters, digits, `_` and `$`, not starting with a digit or `__` (where libdevice and the compiler's own symbols are)
# WHICH: error: --abi compiles one device function: name it with --kernel
# ARITY: <signature>:1:1: error: `add` takes 2 parameters, but the signature gives 1 type
