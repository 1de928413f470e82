# `raise` (an exception, optionally `from` a cause, or bare) and `assert`
# (a test and an optional message) parse into statements of their own.
# RUN: %dslc compile --emit=ast %s | FileCheck %s
from numba import cuda


@cuda.jit
def kernel(a):
    assert a[0] > 0, "negative"
    if a[1] == 0:
        raise ValueError("zero") from None
    raise IndexError

# CHECK:      Assert <9:5-9:32>
# CHECK-NEXT:   test:
# CHECK-NEXT:     Compare > <9:12-9:20>
# CHECK:        message:
# CHECK-NEXT:     StringLiteral "negative" <9:22-9:32>
# CHECK:      Raise <11:9-11:43>
# CHECK-NEXT:   exception:
# CHECK-NEXT:     Call <11:15-11:33>
# CHECK-NEXT:       Name ValueError
# CHECK:        cause:
# CHECK-NEXT:     NoneLiteral <11:39-11:43>
# CHECK:      Raise <12:5-12:21>
# CHECK-NEXT:   exception:
# CHECK-NEXT:     Name IndexError <12:11-12:21>
