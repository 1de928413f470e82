# `lineinfo=True` in a decorator gives that kernel line information without
# --lineinfo; a kernel of the same module without it gets none.
# RUN: %dslc-ptx %s | FileCheck %s
from numba import cuda


@cuda.jit("void(int32[::1])", lineinfo=True)
def with_lines(a):
    a[0] = 7


@cuda.jit("void(int32[::1])")
def without_lines(a):
    a[0] = 8

# CHECK-LABEL: .visible .entry with_lines(
# CHECK: .loc 1 [[@LINE-8]] 5
# CHECK-NEXT: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
# CHECK-LABEL: .visible .entry without_lines(
# CHECK-NOT: .loc
# CHECK: mov.b32 %r{{[0-9]+}}, 8;
# CHECK-NOT: .loc
# CHECK: .file 1 "/{{.*}}lineinfo_decorator.py"
