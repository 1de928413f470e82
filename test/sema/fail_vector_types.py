# CUDA vector types: what kernel code cannot do with them, as Numba cannot
# either; located errors.
# RUN: not %dslc compile %s --kernel too_few --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=TOO-FEW --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel too_many --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=TOO-MANY --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel other_element --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=OTHER-ELEMENT --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel array_argument --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=ARRAY-ARGUMENT --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel complex_argument --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=COMPLEX-ARGUMENT --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel keyword --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=KEYWORD --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel no_member --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=NO-MEMBER --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel store_member --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=STORE-MEMBER --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel arithmetic --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=ARITHMETIC --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel index --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=INDEX --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel local_array --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=LOCAL-ARRAY --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel store_in_array --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=STORE-IN-ARRAY --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel condition --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=CONDITION --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel printed --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=PRINTED --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel compared --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=COMPARED --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel looped --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=LOOPED --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel merged --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=MERGED --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel class_attribute --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=CLASS-ATTRIBUTE --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def too_few(a):
    # TOO-FEW: fail_vector_types.py:[[@LINE+3]]:9: error: `float32x4` has 4 elements, but these arguments give 3 elements (a number gives one, a vector its elements)
    # TOO-FEW-NEXT: {{^}}    v = cuda.float32x4(1.0, 2.0, 3.0){{$}}
    # TOO-FEW-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    v = cuda.float32x4(1.0, 2.0, 3.0)


@cuda.jit
def too_many(a):
    # TOO-MANY: fail_vector_types.py:[[@LINE+3]]:9: error: `int32x2` has 2 elements, but these arguments give 3 elements (a number gives one, a vector its elements)
    # TOO-MANY-NEXT: {{^}}    v = cuda.int32x2(cuda.int32x2(1, 2), 3){{$}}
    # TOO-MANY-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    v = cuda.int32x2(cuda.int32x2(1, 2), 3)


@cuda.jit
def other_element(a):
    # OTHER-ELEMENT: fail_vector_types.py:[[@LINE+3]]:24: error: `float64x2` is made of numbers and vectors of `float64`, not a value of type `float32x2`
    # OTHER-ELEMENT-NEXT: {{^}}    v = cuda.float64x2(cuda.float32x2(a[0], a[1])){{$}}
    # OTHER-ELEMENT-NEXT: {{^}}                       ^~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    v = cuda.float64x2(cuda.float32x2(a[0], a[1]))


@cuda.jit
def array_argument(a):
    # ARRAY-ARGUMENT: fail_vector_types.py:[[@LINE+3]]:24: error: `float32x2` is made of numbers and vectors of `float32`, not a value of type `float32[::1]`
    # ARRAY-ARGUMENT-NEXT: {{^}}    v = cuda.float32x2(a, 1.0){{$}}
    # ARRAY-ARGUMENT-NEXT: {{^}}                       ^{{$}}
    v = cuda.float32x2(a, 1.0)


@cuda.jit
def complex_argument(a):
    # COMPLEX-ARGUMENT: fail_vector_types.py:[[@LINE+3]]:24: error: cannot convert `complex128` to `float32`, the element type of `float32x2`
    # COMPLEX-ARGUMENT-NEXT: {{^}}    v = cuda.float32x2(1j, 2.0){{$}}
    # COMPLEX-ARGUMENT-NEXT: {{^}}                       ^~{{$}}
    v = cuda.float32x2(1j, 2.0)


@cuda.jit
def keyword(a):
    # KEYWORD: fail_vector_types.py:[[@LINE+3]]:24: error: `float32x2` takes no keyword arguments
    # KEYWORD-NEXT: {{^}}    v = cuda.float32x2(x=1.0, y=2.0){{$}}
    # KEYWORD-NEXT: {{^}}                       ^{{$}}
    v = cuda.float32x2(x=1.0, y=2.0)


@cuda.jit
def no_member(a):
    v = cuda.float32x2(1.0, 2.0)
    # NO-MEMBER: fail_vector_types.py:[[@LINE+3]]:14: error: `float32x2` has the attributes `x` and `y`, not `z`
    # NO-MEMBER-NEXT: {{^}}    a[0] = v.z{{$}}
    # NO-MEMBER-NEXT: {{^}}             ^{{$}}
    a[0] = v.z


@cuda.jit
def store_member(a):
    v = cuda.float32x2(1.0, 2.0)
    # STORE-MEMBER: fail_vector_types.py:[[@LINE+3]]:5: error: cannot assign to the attribute `x`: attributes are read-only in kernel code
    # STORE-MEMBER-NEXT: {{^}}    v.x = 3.0{{$}}
    # STORE-MEMBER-NEXT: {{^}}    ^~~{{$}}
    v.x = 3.0


@cuda.jit
def arithmetic(a):
    v = cuda.float32x2(1.0, 2.0)
    # ARITHMETIC: fail_vector_types.py:[[@LINE+3]]:11: error: operator `+` does not apply to `float32x2` and `float32x2`
    # ARITHMETIC-NEXT: {{^}}    w = v + v{{$}}
    # ARITHMETIC-NEXT: {{^}}          ^{{$}}
    w = v + v


@cuda.jit
def index(a):
    v = cuda.float32x2(1.0, 2.0)
    # INDEX: fail_vector_types.py:[[@LINE+3]]:12: error: a value of type `float32x2` cannot be indexed
    # INDEX-NEXT: {{^}}    a[0] = v[0]{{$}}
    # INDEX-NEXT: {{^}}           ^~~~{{$}}
    a[0] = v[0]


@cuda.jit
def local_array(a):
    # LOCAL-ARRAY: fail_vector_types.py:[[@LINE+3]]:29: error: the dtype of `cuda.local.array` must be a number type such as `float32`, `np.int32` or `numba.uint8`, not class `float32x4`
    # LOCAL-ARRAY-NEXT: {{^}}    t = cuda.local.array(4, cuda.float32x4){{$}}
    # LOCAL-ARRAY-NEXT: {{^}}                            ^~~~~~~~~~~~~~{{$}}
    t = cuda.local.array(4, cuda.float32x4)


@cuda.jit
def store_in_array(a):
    # STORE-IN-ARRAY: fail_vector_types.py:[[@LINE+3]]:5: error: cannot store a value of type `float32x2` in an element of `float32[::1]`, which holds one `float32`
    # STORE-IN-ARRAY-NEXT: {{^}}    a[0] = cuda.float32x2(1.0, 2.0){{$}}
    # STORE-IN-ARRAY-NEXT: {{^}}    ^~~~{{$}}
    a[0] = cuda.float32x2(1.0, 2.0)


@cuda.jit
def condition(a):
    v = cuda.float32x2(1.0, 2.0)
    # CONDITION: fail_vector_types.py:[[@LINE+3]]:8: error: a value of type `float32x2` cannot be used as a condition
    # CONDITION-NEXT: {{^}}    if v:{{$}}
    # CONDITION-NEXT: {{^}}       ^{{$}}
    if v:
        a[0] = 1


@cuda.jit
def printed(a):
    # PRINTED: fail_vector_types.py:[[@LINE+3]]:11: error: print() in kernel code prints numbers, bools, tuples of them, string literals and `cuda.threadIdx`-style objects, not a value of type `float32x2`
    # PRINTED-NEXT: {{^}}    print(cuda.float32x2(1.0, 2.0)){{$}}
    # PRINTED-NEXT: {{^}}          ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    print(cuda.float32x2(1.0, 2.0))


@cuda.jit
def compared(a):
    v = cuda.float32x2(1.0, 2.0)
    # COMPARED: fail_vector_types.py:[[@LINE+3]]:12: error: cannot compare `float32x2` and `float32x2` with `==`
    # COMPARED-NEXT: {{^}}    a[0] = v == v{{$}}
    # COMPARED-NEXT: {{^}}           ^~~~~~{{$}}
    a[0] = v == v


@cuda.jit
def looped(a):
    # LOOPED: fail_vector_types.py:[[@LINE+3]]:14: error: cannot loop over a value of type `float32x2`: a `for` loop runs over `range(...)`, a tuple or a 1-D array
    # LOOPED-NEXT: {{^}}    for e in cuda.float32x2(1.0, 2.0):{{$}}
    # LOOPED-NEXT: {{^}}             ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    for e in cuda.float32x2(1.0, 2.0):
        a[0] = e


@cuda.jit
def merged(a):
    if a[0] > 0:
        v = cuda.float32x2(1.0, 2.0)
    else:
        # MERGED: fail_vector_types.py:[[@LINE+6]]:9: error: `v` is `float64x2` here and `float32x2` elsewhere, and no type holds both; a variable has one type where control flow joins
        # MERGED-NEXT: {{^}}        v = cuda.float64x2(1.0, 2.0){{$}}
        # MERGED-NEXT: {{^}}        ^{{$}}
        # MERGED-NEXT: fail_vector_types.py:[[@LINE-5]]:9: note: `v` is `float32x2` here
        # MERGED-NEXT: {{^}}        v = cuda.float32x2(1.0, 2.0){{$}}
        # MERGED-NEXT: {{^}}        ^{{$}}
        v = cuda.float64x2(1.0, 2.0)
    a[1] = v.x


@cuda.jit
def class_attribute(a):
    # CLASS-ATTRIBUTE: fail_vector_types.py:[[@LINE+3]]:27: error: class `float32x2` has no attribute `x`
    # CLASS-ATTRIBUTE-NEXT: {{^}}    a[0] = cuda.float32x2.x{{$}}
    # CLASS-ATTRIBUTE-NEXT: {{^}}                          ^{{$}}
    a[0] = cuda.float32x2.x


@cuda.jit
def tuple_of_array(a):
    t = tuple(a)
