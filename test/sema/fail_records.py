# Records: what kernel code cannot do with them, and bad record types in
# signatures; located errors.
# RUN: not %dslc compile %s --kernel no_field --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)[::1]" 2>&1 | FileCheck %s --check-prefix=NOFIELD
# RUN: not %dslc compile %s --kernel index_number --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)[::1]" 2>&1 | FileCheck %s --check-prefix=INDEX
# RUN: not %dslc compile %s --kernel store_number --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)[::1]" 2>&1 | FileCheck %s --check-prefix=STORE
# RUN: not %dslc compile %s --kernel store_other --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)[::1], Record(a[type=float64;offset=0];8;True)[::1]" 2>&1 | FileCheck %s --check-prefix=OTHER
# RUN: not %dslc compile %s --kernel whole_nested --signature "Record(h[type=nestedarray(float32, (2,));offset=0];8;True), float32[:, :]" 2>&1 | FileCheck %s --check-prefix=WHOLE
# RUN: not %dslc compile %s --kernel whole_nested --signature "Record(h[type=nestedarray(float32, (2000,));offset=0];8000;True), float32[:]" 2>&1 | FileCheck %s --check-prefix=LARGE
# RUN: not %dslc compile %s --kernel misaligned --signature "Record(g[type=int8;offset=0],h[type=nestedarray(float32, (2,));offset=1];9;False)" 2>&1 | FileCheck %s --check-prefix=MISALIGNED
# RUN: not %dslc compile %s --kernel complex_field --signature "Record(a[type=float64;offset=0];8;True), complex64" 2>&1 | FileCheck %s --check-prefix=COMPLEX
# RUN: not %dslc compile %s --kernel no_field --signature "Record(a[type=float64;offset=4];8;True)[::1]" 2>&1 | FileCheck %s --check-prefix=LAYOUT
# RUN: not %dslc compile %s --kernel no_field --signature "Record(a[type=float64 offset=0];8;True)[::1]" 2>&1 | FileCheck %s --check-prefix=SYNTAX
# RUN: not %dslc compile %s --kernel no_field --signature "Record(a[type=nestedarray(float32, ());offset=0];8;True)[::1]" 2>&1 | FileCheck %s --check-prefix=EMPTYSHAPE
from numba import cuda


@cuda.jit
def no_field(a):
    # NOFIELD: fail_records.py:[[@LINE+1]]:17: error: `Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)` has no field `c`; its fields are `a`, `b`
    a[0] = a[0].c


@cuda.jit
def index_number(a):
    # INDEX: fail_records.py:[[@LINE+1]]:14: error: a record is indexed by a field name in quotes, such as `r["a"]`
    x = a[0][1]


@cuda.jit
def store_number(a):
    # STORE: fail_records.py:[[@LINE+1]]:5: error: cannot store a value of type `int64` into `Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)`: a record is assigned a record of the same dtype
    a[0] = 5


@cuda.jit
def store_other(a, b):
    # OTHER: fail_records.py:[[@LINE+1]]:5: error: cannot store a value of type `Record(a[type=float64;offset=0];8;True)` into `Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)`
    a[0] = b[0]


@cuda.jit
def whole_nested(r, x):
    # WHOLE: fail_records.py:[[@LINE+2]]:5: error: `r.h` is a 1-D nested array; it is assigned a 1-D array, not a value of type `float32[:, :]`
    # LARGE: fail_records.py:[[@LINE+1]]:5: error: `r.h` has 2000 elements; a whole nested array is assigned at most 1024 elements (assign larger ones element by element)
    r.h = x


@cuda.jit
def misaligned(r):
    # MISALIGNED: fail_records.py:[[@LINE+1]]:7: error: the nested array field `h` of `Record(g[type=int8;offset=0],h[type=nestedarray(float32, (2,));offset=1];9;False)` is not aligned to its elements in every record, which kernel code does not support yet
    r.h[0] = 1.0


@cuda.jit
def complex_field(r, z):
    # COMPLEX: fail_records.py:[[@LINE+1]]:5: error: cannot store a value of type `complex64` into a field of type `float64`
    r.a = z


# LAYOUT: <signature>:1:1: error: field `a` (8 bytes at offset 4) does not fit in a record of 8 bytes
# SYNTAX: <signature>:1:23: error: expected `;`, found `offset`
# EMPTYSHAPE: <signature>:1:15: error: a nested array has 1 to 4 dimensions
