# An unsupported construct is reported once, at the outermost: what it contains
# is not reported again.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    # CHECK: fail_unsupported_reported_once.py:[[@LINE+3]]:9: error: a lambda is not supported in kernel code
    # CHECK-NEXT: {{^}}    f = lambda x: [i for i in x]{{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    f = lambda x: [i for i in x]
    # CHECK: fail_unsupported_reported_once.py:[[@LINE+3]]:7: error: argument unpacking is not supported in kernel code
    # CHECK-NEXT: {{^}}    g(*[i for i in b]){{$}}
    # CHECK-NEXT: {{^}}      ^~~~~~~~~~~~~~~{{$}}
    g(*[i for i in b])
    # CHECK: fail_unsupported_reported_once.py:[[@LINE+3]]:9: error: `await` is not supported in kernel code
    # CHECK-NEXT: {{^}}    x = await h(lambda: 1j){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~{{$}}
    x = await h(lambda: 1j)
    # CHECK: fail_unsupported_reported_once.py:[[@LINE+3]]:9: error: `yield` is not supported in kernel code
    # CHECK-NEXT: {{^}}    y = yield (n := 2){{$}}
    # CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~{{$}}
    y = yield (n := 2)
