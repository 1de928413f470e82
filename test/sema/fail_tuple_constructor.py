# `tuple` takes a tuple or nothing, as Numba's does: not an array, and not
# more than one argument.
# RUN: not %dslc compile %s --kernel of_array --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=ARRAY --strict-whitespace --implicit-check-not=error:
# RUN: not %dslc compile %s --kernel two --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=TWO --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def of_array(a):
    # ARRAY: fail_tuple_constructor.py:[[@LINE+3]]:15: error: `tuple` takes a tuple (or nothing), not a value of type `float32[::1]`; kernel code makes no tuple of another iterable
    # ARRAY-NEXT: {{^}}    t = tuple(a){{$}}
    # ARRAY-NEXT: {{^}}              ^{{$}}
    t = tuple(a)


@cuda.jit
def two(a):
    # TWO: fail_tuple_constructor.py:[[@LINE+3]]:9: error: `tuple` takes 0 or 1 argument, but 2 were given
    # TWO-NEXT: {{^}}    t = tuple((1,), (2,)){{$}}
    # TWO-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~{{$}}
    t = tuple((1,), (2,))
