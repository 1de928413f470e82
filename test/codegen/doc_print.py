# docs/language.md, "print".
# RUN: %dslc compile --emit=llvm %s --kernel k --signature "float32[::1], uint8" | FileCheck %s
# CHECK-DAG: c"%s %lld %f %s %llu\0A\00"
# CHECK-DAG: c"(%lld, (%f, %s)) (%d, %d, %d)\0A\00"
# CHECK-COUNT-2: call i32 @vprintf(
from numba import cuda


@cuda.jit
def k(a, flags):
    i = cuda.grid(1)
    if i < a.size:
        print("thread", i, a[i], a[i] > 0, flags)   # thread 3 -1.500000 False 200
        print((i, (a[i], True)), cuda.threadIdx)     # (3, (-1.500000, True)) (3, 0, 0)
