# `from ... import` with aliases, and the parenthesized form with a trailing
# comma.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda
# CHECK:      {{^}}  ImportFrom numba: cuda <[[@LINE-1]]:1-[[@LINE-1]]:23>
from numba import float32 as f32, int32
# CHECK-NEXT: {{^}}  ImportFrom numba: float32 as f32, int32 <[[@LINE-1]]:1-[[@LINE-1]]:40>
from numba import (
    cuda as cu,
    uint8,
)
# CHECK-NEXT: {{^}}  ImportFrom numba: cuda as cu, uint8 <[[@LINE-4]]:1-[[@LINE-1]]:2>
from numba.cuda import jit
# CHECK-NEXT: {{^}}  ImportFrom numba.cuda: jit <[[@LINE-1]]:1-[[@LINE-1]]:27>
