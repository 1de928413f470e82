# A device function cannot be compiled on its own.
# RUN: not %dslc compile --emit=typed %s --kernel twice --signature "int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit(device=True)
# CHECK: fail_device_function_as_kernel.py:[[@LINE+3]]:5: error: `twice` is a device function (`device=True`); compile a kernel that calls it
# CHECK-NEXT: {{^}}def twice(x):{{$}}
# CHECK-NEXT: {{^}}    ^~~~~{{$}}
def twice(x):
    return x + x
