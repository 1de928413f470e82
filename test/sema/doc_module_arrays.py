# docs/language.md, "Typing rules": module arrays.
# RUN: %dslc compile --emit=typed %s --kernel smooth --signature "float32[::1], float32[::1]" | FileCheck %s
import numpy as np
from numba import cuda

STENCIL = np.array([0.25, 0.5, 0.25], dtype=np.float32)
ROWS = np.arange(12).reshape(3, 4)          # int64, shape (3, 4)
BINS = np.linspace(0, 1, 5)                 # not a module array: unusable


@cuda.jit
def smooth(out, a):
    i = cuda.grid(1)
    if 0 < i < a.size - 1:
        out[i] = (STENCIL[0] * a[i - 1] + STENCIL[1] * a[i] + STENCIL[2] * a[i + 1]
                  + ROWS[i % ROWS.shape[0], 3])

# CHECK: Name STENCIL <{{.*}}> : readonly float32[::1]
# CHECK: Attribute .shape <{{.*}}> : tuple(int64, int64) = (3, 4)
# CHECK: Name ROWS <{{.*}}> : readonly int64[:, ::1]
