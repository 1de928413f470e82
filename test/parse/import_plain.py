# `import` binds modules, dotted names and aliases; several per statement.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
import numba
# CHECK:      {{^}}  Import numba <[[@LINE-1]]:1-[[@LINE-1]]:13>
import math, numpy as np
# CHECK-NEXT: {{^}}  Import math, numpy as np <[[@LINE-1]]:1-[[@LINE-1]]:25>
import numba.cuda as nc
# CHECK-NEXT: {{^}}  Import numba.cuda as nc <[[@LINE-1]]:1-[[@LINE-1]]:24>
import a.b.c
# CHECK-NEXT: {{^}}  Import a.b.c <[[@LINE-1]]:1-[[@LINE-1]]:13>
