# Functions under decorators other than a CUDA jit or Numba's CPU jit
# (`functools.cache`) are host code; under Numba's `njit` / `jit` they are
# parsed, with what kernel code lacks deferred to where kernels call them
# (fail_cpu_jit_unsupported.py).
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
import numba
import functools


@numba.njit
def cpu(a):
    return a + 1
# CHECK:      {{^}}  Import numba <[[@LINE-7]]:1-[[@LINE-7]]:13>
# CHECK-NEXT: {{^}}  Import functools <[[@LINE-7]]:1-[[@LINE-7]]:17>
# CHECK-NEXT: {{^}}  FunctionDef cpu(a) (Numba CPU jit) <[[@LINE-5]]:1-[[@LINE-3]]:17>


@functools.cache
def cached(n):
    yield n
# CHECK: {{^}}  Skipped (a function without `@cuda.jit` `cached`) <[[@LINE-3]]:1-[[@LINE-1]]:12>
