# A module-level array that cannot be built fails the kernels that read it,
# at the read, with a note at the part of the definition at fault; other
# kernels of the file compile.
# RUN: not %dslc compile --emit=typed %s --kernel ragged --signature "float64[:]" 2>&1 | FileCheck %s --check-prefix=RAGGED --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel bounds --signature "float64[:]" 2>&1 | FileCheck %s --check-prefix=BOUNDS --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel large --signature "float64[:]" 2>&1 | FileCheck %s --check-prefix=LARGE --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel fortran --signature "float64[:]" 2>&1 | FileCheck %s --check-prefix=FORTRAN --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel reshaped --signature "float64[:]" 2>&1 | FileCheck %s --check-prefix=RESHAPED --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel arithmetic --signature "float64[:]" 2>&1 | FileCheck %s --check-prefix=ARITH --strict-whitespace --implicit-check-not=error:
# RUN: %dslc compile --emit=typed %s --kernel fine --signature "float64[:]" | FileCheck %s --check-prefix=FINE
import numpy as np
from numba import cuda

RAGGED = np.array([[1, 2], [3]])
BOUNDS = np.arange(-3, 3, dtype=np.uint8)
LARGE = np.zeros((1000, 1000))
FORTRAN = np.ones((2, 2), order="F")
RESHAPED = np.arange(10).reshape(3, -1)
FINE = np.ones(3)
HALVED = FINE / 2


@cuda.jit
def ragged(out):
    # RAGGED: fail_module_arrays.py:[[@LINE+6]]:14: error: `RAGGED` is not a compile-time constant: the nested sequences are of different lengths
    # RAGGED-NEXT: {{^}}    out[0] = RAGGED[1, 0]{{$}}
    # RAGGED-NEXT: {{^}}             ^~~~~~{{$}}
    # RAGGED-NEXT: fail_module_arrays.py:14:28: note: `RAGGED` is defined here
    # RAGGED-NEXT: {{^}}RAGGED = np.array({{\[\[}}1, 2], [3]]){{$}}
    # RAGGED-NEXT: {{^}}                           ^~~{{$}}
    out[0] = RAGGED[1, 0]


@cuda.jit
def bounds(out):
    # BOUNDS: fail_module_arrays.py:[[@LINE+6]]:14: error: `BOUNDS` is not a compile-time constant: the integer -3 is out of the bounds of uint8
    # BOUNDS-NEXT: {{^}}    out[0] = BOUNDS[0]{{$}}
    # BOUNDS-NEXT: {{^}}             ^~~~~~{{$}}
    # BOUNDS-NEXT: fail_module_arrays.py:15:10: note: `BOUNDS` is defined here
    # BOUNDS-NEXT: {{^}}BOUNDS = np.arange(-3, 3, dtype=np.uint8){{$}}
    # BOUNDS-NEXT: {{^}}         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    out[0] = BOUNDS[0]


@cuda.jit
def large(out):
    # LARGE: fail_module_arrays.py:[[@LINE+6]]:14: error: `LARGE` is not a compile-time constant: this array of dtype float64 takes 8000000 bytes, more than the 65536 (64 KiB) of constant memory a module has; pass it to the kernel as an argument instead
    # LARGE-NEXT: {{^}}    out[0] = LARGE[0, 0]{{$}}
    # LARGE-NEXT: {{^}}             ^~~~~{{$}}
    # LARGE-NEXT: fail_module_arrays.py:16:9: note: `LARGE` is defined here
    # LARGE-NEXT: {{^}}LARGE = np.zeros((1000, 1000)){{$}}
    # LARGE-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~{{$}}
    out[0] = LARGE[0, 0]


@cuda.jit
def fortran(out):
    # FORTRAN: fail_module_arrays.py:[[@LINE+6]]:14: error: `FORTRAN` is not a compile-time constant: `np.ones` of a module-level array takes only `order="C"`: such arrays are frozen in C order
    # FORTRAN-NEXT: {{^}}    out[0] = FORTRAN[0, 0]{{$}}
    # FORTRAN-NEXT: {{^}}             ^~~~~~~{{$}}
    # FORTRAN-NEXT: fail_module_arrays.py:17:33: note: `FORTRAN` is defined here
    # FORTRAN-NEXT: {{^}}FORTRAN = np.ones((2, 2), order="F"){{$}}
    # FORTRAN-NEXT: {{^}}                                ^~~{{$}}
    out[0] = FORTRAN[0, 0]


@cuda.jit
def reshaped(out):
    # RESHAPED: fail_module_arrays.py:[[@LINE+6]]:14: error: `RESHAPED` is not a compile-time constant: cannot reshape an array of 10 elements into this shape
    # RESHAPED-NEXT: {{^}}    out[0] = RESHAPED[0, 0]{{$}}
    # RESHAPED-NEXT: {{^}}             ^~~~~~~~{{$}}
    # RESHAPED-NEXT: fail_module_arrays.py:18:12: note: `RESHAPED` is defined here
    # RESHAPED-NEXT: {{^}}RESHAPED = np.arange(10).reshape(3, -1){{$}}
    # RESHAPED-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    out[0] = RESHAPED[0, 0]


@cuda.jit
def arithmetic(out):
    # ARITH: fail_module_arrays.py:[[@LINE+6]]:14: error: `HALVED` is not a compile-time constant: `FINE` is an array, not a number: arithmetic on module-level arrays is not supported
    # ARITH-NEXT: {{^}}    out[0] = HALVED[0]{{$}}
    # ARITH-NEXT: {{^}}             ^~~~~~{{$}}
    # ARITH-NEXT: fail_module_arrays.py:20:10: note: `HALVED` is defined here
    # ARITH-NEXT: {{^}}HALVED = FINE / 2{{$}}
    # ARITH-NEXT: {{^}}         ^~~~{{$}}
    out[0] = HALVED[0]


# FINE: Name FINE <{{.*}}> : readonly float64[::1]
@cuda.jit
def fine(out):
    out[0] = FINE[2]
