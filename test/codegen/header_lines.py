# The PTX starts with comment lines for people and for loaders: the file it
# came from, then one `// dslc.kernel` line per entry with its kernel, its
# signature and its target.
# RUN: %dslc-ptx %s --arch sm_86 --kernel k --signature "float32[:, ::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n):
    a[0, 0] = n

# CHECK: // Compiled by dslc {{.*}} from {{.*}}header_lines.py
# CHECK-NEXT: // dslc.kernel entry=k kernel=k signature="float32[:, ::1], int64" target=sm_86
# CHECK: .target sm_86
# CHECK-LABEL: .visible .entry k(
