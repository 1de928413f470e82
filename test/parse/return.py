# `return` with a value, a tuple, `None`, and nothing.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda


@cuda.jit(device=True)
def value(x):
    return x + 1
    # CHECK:      {{^}}      Return <[[@LINE-1]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        Binary + <[[@LINE-2]]:12-[[@LINE-2]]:17>
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-3]]:12-[[@LINE-3]]:13>
    # CHECK-NEXT: {{^}}          IntLiteral 1 <[[@LINE-4]]:16-[[@LINE-4]]:17>


@cuda.jit(device=True)
def pair(x):
    return x, -x
    # CHECK:      {{^}}      Return <[[@LINE-1]]:5-[[@LINE-1]]:17>
    # CHECK-NEXT: {{^}}        Tuple <[[@LINE-2]]:12-[[@LINE-2]]:17>
    # CHECK-NEXT: {{^}}          Name x <[[@LINE-3]]:12-[[@LINE-3]]:13>
    # CHECK-NEXT: {{^}}          Unary - <[[@LINE-4]]:15-[[@LINE-4]]:17>
    # CHECK-NEXT: {{^}}            Name x <[[@LINE-5]]:16-[[@LINE-5]]:17>


@cuda.jit(device=True)
def none(x):
    return None
    # CHECK:      {{^}}      Return <[[@LINE-1]]:5-[[@LINE-1]]:16>
    # CHECK-NEXT: {{^}}        NoneLiteral <[[@LINE-2]]:12-[[@LINE-2]]:16>


@cuda.jit
def kernel(a):
    return
    # CHECK:      {{^}}      Return <[[@LINE-1]]:5-[[@LINE-1]]:11>
