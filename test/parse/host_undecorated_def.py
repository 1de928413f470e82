# A function without a CUDA jit decorator is host code, skipped and named.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
def launch(a):
    try:
        k[1, 32](a)
    except Exception:
        raise
# CHECK:      {{^}}  Skipped (a function without `@cuda.jit` `launch`) <[[@LINE-5]]:1-[[@LINE-1]]:14>
