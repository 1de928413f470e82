# What a kernel needs from its launch, over the kernel and every device
# function it calls, in the PTX header: static shared memory (each array
# rounded up to its alignment; a device function's arrays once per
# specialisation), dynamic shared memory, and a cooperative launch for a
# grid group, even one taken in a device function.
# RUN: %dslc compile --emit=ptx %s --kernel k --signature "float64[::1]" | FileCheck %s --check-prefix=ALL
# RUN: %dslc compile --emit=ptx %s --kernel plain --signature "float64[::1]" | FileCheck %s --check-prefix=PLAIN
# RUN: %dslc compile --emit=ptx %s --kernel local_only --signature "float64[::1]" | FileCheck %s --check-prefix=LOCAL
from numba import cuda, float32, float64, int8, int32

N = 10


@cuda.jit(device=True)
def staged(x):
    # 5 bytes, 16 with its alignment; once for staged(int64), once for
    # staged(float64).
    buf = cuda.shared.array(5, int8, alignment=16)
    buf[0] = x
    return buf[0]


@cuda.jit(device=True)
def wait_for_grid():
    cuda.cg.this_grid().sync()


@cuda.jit
def k(a):
    t = cuda.shared.array((N, N), float64)       # 800 bytes
    s = cuda.shared.array(N + 3, float32)        # 52 bytes
    d = cuda.shared.array(0, float32)
    t[0, 0] = staged(1) + staged(2.0) + staged(3)
    wait_for_grid()
    a[0] = t[0, 0] + s[0] + d[0]


@cuda.jit
def plain(a):
    a[0] = 1.0


@cuda.jit
def local_only(a):
    x = cuda.local.array(100, int32)
    x[0] = 1
    a[0] = x[0]

# ALL: // dslc.kernel entry=k kernel=k signature="float64[::1]" target={{sm_[0-9]+}} cooperative=1 static_shared=884 dynamic_shared=1{{$}}
# PLAIN: // dslc.kernel entry=plain kernel=plain signature="float64[::1]" target={{sm_[0-9]+}} cooperative=0 static_shared=0 dynamic_shared=0{{$}}
# LOCAL: // dslc.kernel entry=local_only kernel=local_only signature="float64[::1]" target={{sm_[0-9]+}} cooperative=0 static_shared=0 dynamic_shared=0{{$}}


# Exactly 48 KiB of static shared memory is allowed.
# RUN: %dslc compile --emit=ptx %s --kernel at_limit --signature "float64[::1]" | FileCheck %s --check-prefix=LIMIT
@cuda.jit
def at_limit(a):
    tile = cuda.shared.array((96, 128), float32)
    a[0] = tile[0, 0]

# LIMIT: // dslc.kernel entry=at_limit kernel=at_limit signature="float64[::1]" target={{sm_[0-9]+}} cooperative=0 static_shared=49152 dynamic_shared=0{{$}}
