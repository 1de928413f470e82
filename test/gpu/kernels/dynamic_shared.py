"""Dynamic shared memory beside static: `cuda.shared.array(0, dtype)`, sized
at launch (reverse_tiles, the plain case, is lang-examples/dynamic_shared.py)."""
from numba import cuda, float32


# Static and dynamic shared memory together: the static part counts against
# the opt-in limit.
@cuda.jit
def static_and_dynamic(a, out):
    fixed = cuda.shared.array(4096, float32)
    buf = cuda.shared.array(0, float32)
    t = cuda.threadIdx.x
    fixed[t] = a[t]
    buf[t] = 2 * a[t]
    cuda.syncthreads()
    out[t] = fixed[t] + buf[t]
