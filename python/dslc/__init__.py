"""dslc: GPU kernels in the Numba-CUDA dialect, compiled by dslc's C++
compiler and launched by its runtime (libdslc.so).

    from dslc import cuda          # in place of `from numba import cuda`

    @cuda.jit
    def saxpy(a, x, y):
        i = cuda.grid(1)
        if i < y.size:
            y[i] = a * x[i] + y[i]
"""

__version__ = "0.1.0"

import os as _os  # noqa: E402

# The modules the build writes (_launch_words.py, from the launch word
# format interface/launch_words.def) are in the wheel beside the others; a
# source tree (python/dslc) finds them in the build tree beside it, as
# _lib.py finds libdslc.so there.
if not _os.path.exists(_os.path.join(__path__[0], "_launch_words.py")):
    __path__.append(_os.path.join(_os.path.dirname(_os.path.dirname(_os.path.abspath(__path__[0]))),
                                  "build", "interface", "python", "dslc"))

from dslc.errors import (  # noqa: E402
    CompileError,
    CudaError,
    CudaSupportError,
    Diagnostic,
    DiagnosticNote,
    Error,
    GpuFaultError,
    InternalError,
    KernelError,
    TypingError,
)
from dslc import cuda  # noqa: E402
from dslc import coop  # noqa: E402  `from dslc import coop` as `from cuda import coop`
from dslc import types  # noqa: E402
from dslc.types import *  # noqa: E402,F401,F403  `from dslc import cuda, int32` as from numba

__all__ = types.__all__ + ["cuda", "coop", "types", "Error", "CompileError", "TypingError", "CudaError",
           "GpuFaultError", "CudaSupportError", "InternalError", "KernelError", "Diagnostic",
           "DiagnosticNote"]
