# Static shared memory over 48 KiB in one kernel, counting the arrays of the
# device functions it calls (once per specialisation) and each array's
# alignment, is an error at the kernel with a note at every array; dynamic
# shared memory (shape 0) does not count.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:
from numba import cuda, float32, float64, int32

N = 72


@cuda.jit(device=True)
def stage(x):
    buf = cuda.shared.array(1025, int32, alignment=256)
    buf[0] = x
    return buf[0]


# CHECK: fail_shared_memory_too_large.py:[[@LINE+4]]:5: error: kernel `k` has 50476 bytes of static shared memory, more than the 49152 (48 KiB) a block can have; for more, use dynamic shared memory (`cuda.shared.array(0, dtype)`, sized at launch), which the runtime opts in up to the GPU's limit
# CHECK-NEXT: {{^}}def k(a):{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
@cuda.jit
def k(a):
    t = cuda.shared.array((N, N), float64)
    s = cuda.shared.array(N + 3, float32)
    d = cuda.shared.array(0, float64)
    t[0, 0] = stage(1) + stage(2.0) + stage(3)
    a[0] = t[0, 0] + s[0] + d[0]

# CHECK-NEXT: fail_shared_memory_too_large.py:13:11: note: `cuda.shared.array` of shape (1025,) and dtype int32: 4100 bytes, 4352 with its alignment of 256, in `stage(int64)`
# CHECK-NEXT: {{^}}    buf = cuda.shared.array(1025, int32, alignment=256){{$}}
# CHECK-NEXT: {{^}}          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
# CHECK-NEXT: fail_shared_memory_too_large.py:13:11: note: `cuda.shared.array` of shape (1025,) and dtype int32: 4100 bytes, 4352 with its alignment of 256, in `stage(float64)`
# CHECK-NEXT: {{^}}    buf = cuda.shared.array(1025, int32, alignment=256){{$}}
# CHECK-NEXT: {{^}}          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
# CHECK-NEXT: fail_shared_memory_too_large.py:23:9: note: `cuda.shared.array` of shape (72, 72) and dtype float64: 41472 bytes
# CHECK-NEXT: {{^}}    t = cuda.shared.array((N, N), float64){{$}}
# CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
# CHECK-NEXT: fail_shared_memory_too_large.py:24:9: note: `cuda.shared.array` of shape (75,) and dtype float32: 300 bytes
# CHECK-NEXT: {{^}}    s = cuda.shared.array(N + 3, float32){{$}}
# CHECK-NEXT: {{^}}        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
