# docs/language.md, "Debug mode": the checks of a debug kernel, each listed
# in the PTX's header with its class, message and place; the device
# function's `//` at its own line.
# RUN: %dslc-ptx %s --kernel k --signature "int64[::1], int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def halve(x, d):
    return x // d                   # ZeroDivisionError when d == 0


@cuda.jit(debug=True)
def k(out, a, d):
    i = cuda.grid(1)
    assert d > 0, "d must be positive"      # AssertionError: d must be positive
    out[i] = halve(a[i], d)         # IndexError when i >= a.size or out.size

# CHECK: // dslc.kernel entry=k kernel=k
# CHECK-NEXT: site=0 exception=AssertionError bounds=0 function=k {{.*}} line=16 column=5 message="d must be positive"
# CHECK-NEXT: site=1 exception=IndexError bounds=1 function=k {{.*}} line=17 column=20 message=""
# CHECK-NEXT: site=2 exception=ZeroDivisionError bounds=0 function=halve {{.*}} line=10 column=12 message="integer division by zero"
# CHECK-NEXT: site=3 exception=IndexError bounds=1 function=k {{.*}} line=17 column=5 message=""
# CHECK: .visible .global .align 8 .b8 __dslc_error[88];
