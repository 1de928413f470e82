# `from module import *` has no names, only the star.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from math import *
# CHECK:      {{^}}  ImportFrom math: * <[[@LINE-1]]:1-[[@LINE-1]]:19>
from numba.cuda import *
# CHECK-NEXT: {{^}}  ImportFrom numba.cuda: * <[[@LINE-1]]:1-[[@LINE-1]]:25>
