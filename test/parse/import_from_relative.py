# Relative imports keep their level: each `.` counts one, `...` three.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from . import x
# CHECK:      {{^}}  ImportFrom .: x <[[@LINE-1]]:1-[[@LINE-1]]:16>
from .. import y as z
# CHECK-NEXT: {{^}}  ImportFrom ..: y as z <[[@LINE-1]]:1-[[@LINE-1]]:22>
from .kernels import saxpy
# CHECK-NEXT: {{^}}  ImportFrom .kernels: saxpy <[[@LINE-1]]:1-[[@LINE-1]]:27>
from ...pkg.mod import w
# CHECK-NEXT: {{^}}  ImportFrom ...pkg.mod: w <[[@LINE-1]]:1-[[@LINE-1]]:25>
