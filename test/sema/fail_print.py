# What print() in kernel code cannot print: located errors, as Numba refuses
# the same arguments.
# RUN: not %dslc compile %s --kernel array --signature "int32[::1]" 2>&1 | FileCheck %s --check-prefix=ARRAY
# RUN: not %dslc compile %s --kernel complex_value --signature "complex64" 2>&1 | FileCheck %s --check-prefix=COMPLEX
# RUN: not %dslc compile %s --kernel byte_string --signature "int32" 2>&1 | FileCheck %s --check-prefix=BYTES
# RUN: not %dslc compile %s --kernel keywords --signature "int32" 2>&1 | FileCheck %s --check-prefix=KEYWORDS
from numba import cuda


@cuda.jit
def array(a):
    # ARRAY: fail_print.py:[[@LINE+1]]:18: error: print() in kernel code prints numbers, bools, tuples of them, string literals and `cuda.threadIdx`-style objects, not a value of type `int32[::1]`
    print("a =", a)


@cuda.jit
def complex_value(z):
    # COMPLEX: fail_print.py:[[@LINE+1]]:11: error: print() in kernel code prints numbers, bools, tuples of them, string literals and `cuda.threadIdx`-style objects, not a value of type `complex64`
    print(z)


@cuda.jit
def byte_string(v):
    # BYTES: fail_print.py:[[@LINE+1]]:14: error: print() in kernel code prints numbers, bools, tuples of them, string literals and `cuda.threadIdx`-style objects, not a bytes literal
    print(v, b"raw")


@cuda.jit
def keywords(v):
    # KEYWORDS: fail_print.py:[[@LINE+1]]:14: error: `print` takes no keyword arguments
    print(v, sep=",")
