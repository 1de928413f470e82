"""cuda.reduce: a reduction of an array by a binary function (Numba's
Reduce), with kernels dslc compiles from this file: each block reduces a
grid-stride share of the array in shared memory, then one block reduces
the blocks' results together with `init`."""

import numpy as np

from dslc._devices import stream_handle
from dslc._dispatcher import Dispatcher
from dslc._memory import DeviceNDArray, as_device_array, device_array, is_cuda_array, to_device

_THREADS = 256
_MAX_BLOCKS = 1024


def _make_kernel(op, DTYPE):
    """The block reduction for `op` on elements of DTYPE."""
    from dslc import cuda

    Flag = np.int32

    @cuda.jit
    def reduce_blocks(src, n, dst, offset):
        vals = cuda.shared.array(256, DTYPE)
        have = cuda.shared.array(256, Flag)
        tid = cuda.threadIdx.x
        i = cuda.blockIdx.x * 256 + tid
        step = cuda.gridDim.x * 256
        acc = src[0]
        ok = 0
        while i < n:
            if ok == 1:
                acc = op(acc, src[i])
            else:
                acc = src[i]
                ok = 1
            i += step
        vals[tid] = acc
        have[tid] = ok
        cuda.syncthreads()
        s = 128
        while s > 0:
            if tid < s and have[tid + s] == 1:
                if have[tid] == 1:
                    vals[tid] = op(vals[tid], vals[tid + s])
                else:
                    vals[tid] = vals[tid + s]
                    have[tid] = 1
            cuda.syncthreads()
            s //= 2
        if tid == 0:
            dst[offset + cuda.blockIdx.x] = vals[0]

    return reduce_blocks


class Reduce:
    """Reduces arrays with `functor`, compiled as a device function."""

    def __init__(self, functor):
        self._op = functor if isinstance(functor, Dispatcher) else Dispatcher(
            functor, (), {"device": True})
        self._kernels = {}

    def _kernel(self, dtype):
        kernel = self._kernels.get(dtype)
        if kernel is None:
            kernel = self._kernels[dtype] = _make_kernel(self._op, dtype)
        return kernel

    def __call__(self, arr, size=None, res=None, init=0, stream=0):
        """The reduction of arr[:size] and `init`; written to res[0] (and
        None returned) when `res` is given."""
        source = as_device_array(arr) if is_cuda_array(arr) else to_device(
            np.ascontiguousarray(arr), stream=stream)
        if source.ndim != 1:
            raise ValueError("cuda.reduce takes a 1-D array, not one of %d dimensions"
                             % source.ndim)
        n = source.shape[0] if size is None else int(size)
        dtype = source.dtype
        blocks = min((n + _THREADS - 1) // _THREADS, _MAX_BLOCKS)
        partials = to_device(np.full(blocks + 1, init, dtype=dtype), stream=stream)
        kernel = self._kernel(dtype)
        if blocks:
            kernel[blocks, _THREADS, stream](source, n, partials, 1)
        out = res if res is not None else device_array(1, dtype, stream=stream)
        kernel[1, _THREADS, stream](partials, blocks + 1, out, 0)
        if res is not None:
            return None
        host = np.empty(1, dtype=dtype)
        out.copy_to_host(host)
        if stream_handle(stream):
            stream.synchronize()
        return host[0]


__all__ = ["Reduce", "DeviceNDArray"]
