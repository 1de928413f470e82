# Adjacent literals are concatenated, so bytes and str literals cannot meet.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_mixed_bytes_string.py:[[@LINE+3]]:9: error: cannot mix bytes and non-bytes string literals
    # CHECK-NEXT: {{^}}    x = b"abc" "def"{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~{{$}}
    x = b"abc" "def"
    # CHECK: fail_mixed_bytes_string.py:[[@LINE+3]]:9: error: cannot mix bytes and non-bytes string literals
    # CHECK-NEXT: {{^}}    y = "abc" 'def' b'ghi'{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~{{$}}
    y = "abc" 'def' b'ghi'
    a[0] = 1
