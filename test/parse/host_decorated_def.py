# Functions under decorators other than a CUDA jit (`numba.njit`,
# `functools.cache`, `numba.jit`) are host code.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
import numba
import functools


@numba.njit
def cpu(a):
    return [x for x in a]
# CHECK:      {{^}}  Import numba <[[@LINE-7]]:1-[[@LINE-7]]:13>
# CHECK-NEXT: {{^}}  Import functools <[[@LINE-7]]:1-[[@LINE-7]]:17>
# CHECK-NEXT: {{^}}  Skipped (a function without `@cuda.jit` `cpu`) <[[@LINE-5]]:1-[[@LINE-3]]:26>


@functools.cache
@numba.jit(nopython=True)
def cached(n):
    yield n
# CHECK-NEXT: {{^}}  Skipped (a function without `@cuda.jit` `cached`) <[[@LINE-4]]:1-[[@LINE-1]]:12>
