# A later `def` of the same name replaces the earlier one, as in Python: the
# earlier kernel can no longer be launched, so it is not compiled, and a
# warning (not an error: the exit status is 0) points at it. Compiling both
# used to give them the same entry name.
# RUN: %dslc-ptx %s 2> %t.err | FileCheck %s
# RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
from numba import cuda


@cuda.jit("void(int32[::1])")
def k(a):
    a[0] = 1


@cuda.jit("void(int32[::1])")
def k(a):
    a[0] = 2

# WARN: redefined_kernel.py:11:5: warning: `k` is defined again on line 16, which replaces this definition: it is not compiled
# WARN-NEXT: def k(a):
# WARN-NEXT: {{^    \^$}}

# CHECK: // dslc.kernel entry=k kernel=k signature="int32[::1]" target=sm_90
# CHECK-NOT: dslc.kernel
# CHECK-LABEL: .visible .entry k(
# CHECK: mov.b32 {{.*}}, 2;
# CHECK-NOT: .entry
