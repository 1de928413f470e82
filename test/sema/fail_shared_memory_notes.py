# The notes of the static shared memory error: an array padded by its
# alignment in the kernel itself, and an array without padding in a device
# function, named by its specialisation.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "int32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
from numba import cuda, float32, int32


@cuda.jit(device=True)
def scratch(x):
    buf = cuda.shared.array(100, float32)
    buf[0] = x
    return buf[0]


# CHECK: fail_shared_memory_notes.py:[[@LINE+4]]:5: error: kernel `k` has 49680 bytes of static shared memory, more than the 49152 (48 KiB) a block can have; for more, use dynamic shared memory (`cuda.shared.array(0, dtype)`, sized at launch), which the runtime opts in up to the GPU's limit
# CHECK-NEXT: {{^}}def k(a):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
@cuda.jit
def k(a):
    big = cuda.shared.array(12289, int32, alignment=128)
    big[0] = 1
    a[0] = big[0] + scratch(1)

# CHECK-NEXT: fail_shared_memory_notes.py:10:11: note: `cuda.shared.array` of shape (100,) and dtype float32: 400 bytes, in `scratch(int64)`
# CHECK-NEXT: {{^}}    buf = cuda.shared.array(100, float32){{$}}
# CHECK-NEXT: {{^}}          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
# CHECK-NEXT: fail_shared_memory_notes.py:20:11: note: `cuda.shared.array` of shape (12289,) and dtype int32: 49156 bytes, 49280 with its alignment of 128
# CHECK-NEXT: {{^}}    big = cuda.shared.array(12289, int32, alignment=128){{$}}
# CHECK-NEXT: {{^}}          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
