# Indexing a 2-D array with one subscript would make a view.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:, :], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_index_array_fewer_dimensions.py:[[@LINE+3]]:7: error: `float32[:, :]` has 2 dimensions, but the index gives 1 subscript; indexing fewer dimensions makes a view, which kernel code does not support
    # CHECK-NEXT: {{^}}    a[n] = 1{{$}}
    # CHECK-NEXT: {{^}}      ^{{$}}
    a[n] = 1
