# print() in kernels, as Numba's CUDA target formats it: one vprintf call per
# print with the items' formats joined by blanks and ended by a newline;
# signed integers widened to int64 (%lld), unsigned to uint64 (%llu), floats
# to double (%f), bools as the strings True/False, string literals as they
# are, cuda.threadIdx-style objects as "(x, y, z)". The values travel in one
# struct in local memory; tuples print as Python writes them; a print of nothing passes a null pointer. More than
# 32 items print the format itself (vprintf takes 32 values at most).
# RUN: %dslc compile %s --kernel kernel --signature "int32[::1], float32, bool, uint8, float16" --emit=llvm | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel kernel --signature "int32[::1], float32, bool, uint8, float16" | FileCheck %s --check-prefix=PTX
# RUN: %dslc compile %s --kernel many --signature "int32" --emit=llvm 2>/dev/null | FileCheck %s --check-prefix=MANY
# RUN: %dslc compile %s --kernel many --signature "int32" --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
from numba import cuda


@cuda.jit(device=True)
def report(x):
    print("x is", x)


@cuda.jit
def kernel(a, x, flag, small, half):
    i = cuda.grid(1)
    print("i =", i, a[i], x, flag, small, half, cuda.threadIdx)
    print()
    report(a[i])
    print((i, (x, 2)), (flag,))


@cuda.jit
def many(v):
    # WARN: print.py:[[@LINE+1]]:5: warning: CUDA's print() prints at most 32 items; with 33 the kernel prints its raw format string instead, as Numba's does
    print(v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v)


# IR-DAG: c"i =\00"
# IR-DAG: c"True\00"
# IR-DAG: c"False\00"
# IR-DAG: c"%s %lld %lld %f %s %llu %f (%d, %d, %d)\0A\00"
# IR-DAG: c"\0A\00"
# IR-DAG: c"x is\00"
# IR-DAG: c"%s %lld\0A\00"
# IR-DAG: c"(%lld, (%f, %lld)) (%s,)\0A\00"
# IR: alloca { ptr, i64, i64, double, ptr, i64, double, i32, i32, i32 }
# IR: sext i32 {{.*}} to i64
# IR: fpext float {{.*}} to double
# IR: select i1 {{.*}} @str{{[0-9]*}} {{.*}} @str{{[0-9]*}}
# IR: zext i8 {{.*}} to i64
# IR: fpext half {{.*}} to double
# IR: call i32 @vprintf(ptr {{.*}}, ptr {{.*}}%print.args)
# IR: call i32 @vprintf(ptr {{.*}}, ptr null)
# IR: call i32 @vprintf(
# IR: call i32 @vprintf(
# IR: declare i32 @vprintf(ptr, ptr)

# PTX: .extern .func (.param .b32 func_retval0) vprintf
# PTX-COUNT-4: {{^[[:space:]]*}}vprintf, {{$}}

# MANY: c"%%lld %%lld {{.*}} %%lld\0A\00"
# MANY: call i32 @vprintf(
