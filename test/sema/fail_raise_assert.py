# What a `raise` must name, and what an `assert` tests: located errors.
# RUN: not %dslc compile %s --kernel bare --signature "int32[::1]" 2>&1 | FileCheck %s --check-prefix=BARE
# RUN: not %dslc compile %s --kernel variable --signature "int32[::1]" 2>&1 | FileCheck %s --check-prefix=VARIABLE
# RUN: not %dslc compile %s --kernel undefined --signature "int32[::1]" 2>&1 | FileCheck %s --check-prefix=UNDEFINED
# RUN: not %dslc compile %s --kernel array_test --signature "int32[::1]" 2>&1 | FileCheck %s --check-prefix=ARRAY
from numba import cuda


@cuda.jit
def bare(a):
    # BARE: fail_raise_assert.py:[[@LINE+1]]:5: error: a `raise` without an exception re-raises the one being handled, and kernel code handles none
    raise


@cuda.jit
def variable(a):
    x = 3
    # VARIABLE: fail_raise_assert.py:[[@LINE+1]]:11: error: `raise` takes an exception class such as `ValueError` or an instance such as `ValueError("bad")`; `x` is not one
    raise x


@cuda.jit
def undefined(a):
    # UNDEFINED: fail_raise_assert.py:[[@LINE+1]]:11: error: name `NoSuchError` is not defined
    raise NoSuchError("x")


@cuda.jit
def array_test(a):
    # ARRAY: fail_raise_assert.py:[[@LINE+1]]:12: error: the truth value of an array is ambiguous
    assert a
