"""dslc's drop-in for `numba.cuda`: `from dslc import cuda`.

Kernels are compiled by dslc from their Python source and launched by its
runtime; the host API mirrors Numba's (docs/python.md says what differs).
"""

from dslc import types as _types
from dslc._compile import (compile, compile_all, compile_for_current_device, compile_ptx,  # noqa: A004
                           compile_ptx_for_current_device)
from dslc._devices import (
    Context as _Context,
    Event as _Event,
    GPUList as _GPUList,
    Stream as _Stream,
    current_device_id as _current_device_id,
    device_count as _device_count,
    driver_available as _driver_available,
    event_elapsed_time,
    get_device as _get_device,
    new_stream as _new_stream,
    set_current_device_id as _set_current_device_id,
    synchronize_device as _synchronize_device,
    LEGACY_STREAM as _LEGACY,
    PER_THREAD_STREAM as _PER_THREAD,
)
from dslc._dispatcher import Dispatcher
from dslc._memory import (
    DeviceNDArray,
    as_device_array as as_cuda_array,
    device_array,
    device_array_like,
    is_cuda_array,
    pinned_array,
    to_device,
)
from dslc._reduce import Reduce
from dslc.cuda import _stubs
from dslc.cuda import libdevice  # numba.cuda.libdevice
from dslc.cuda import random  # noqa: A004  numba.cuda.random
from dslc.errors import CudaSupportError, Error as _Error
from dslc.types import *  # noqa: F401,F403  float32, int64[:], void(...), ...

for _name in _stubs.NAMES:
    globals()[_name] = _stubs.DeviceOnly(_name)
globals().update(_stubs.vector_types())  # float32x4, float4, ...

gpus = _GPUList()
reduce = Reduce  # noqa: A001  @cuda.reduce, as in Numba


def jit(func_or_sig=None, device=False, inline=False, link=(), debug=None, opt=True,
        lineinfo=False, cache=False, launch_bounds=None, fastmath=False, max_registers=None,
        **options):
    """Compiles a kernel (or, with device=True, a device function) with dslc:
    @cuda.jit, @cuda.jit("void(float32[::1])"), @cuda.jit((int32[:, ::1],)),
    @cuda.jit(device=True), @cuda.jit(fastmath=True), ..."""
    options.update(device=device, inline=inline, link=list(link), debug=debug, opt=opt,
                   lineinfo=lineinfo, cache=cache, launch_bounds=launch_bounds,
                   fastmath=fastmath, max_registers=max_registers)
    if callable(func_or_sig) and not isinstance(func_or_sig, (_types.Type, _types.Signature)):
        return Dispatcher(func_or_sig, (), options)
    signatures = _signature_list(func_or_sig)

    def decorate(func):
        return Dispatcher(func, signatures, options)

    return decorate


def _signature_list(sig):
    if sig is None:
        return []
    if isinstance(sig, list):
        return list(sig)
    return [sig]


def synchronize():
    """Waits for all work on the current GPU."""
    _synchronize_device()


def stream():
    """A new stream on the current GPU."""
    return _new_stream()


def default_stream():
    return _Stream(0, _current_device_id(), owned=False)


def legacy_default_stream():
    return _Stream(_LEGACY, _current_device_id(), owned=False)


def per_thread_default_stream():
    return _Stream(_PER_THREAD, _current_device_id(), owned=False)


def external_stream(ptr):
    """A stream made elsewhere (CuPy, PyTorch, C++): used, never destroyed."""
    return _Stream(int(ptr), _current_device_id(), owned=False)


def event(timing=True):
    return _Event(timing)


def is_available():
    """Whether a CUDA driver and at least one GPU are there."""
    if not _driver_available()[0]:
        return False
    try:
        return _device_count() > 0
    except _Error:
        return False


def detect():
    """Prints the GPUs found; True when there is one."""
    ok, why = _driver_available()
    if not ok:
        print("CUDA driver not available: " + why)
        return False
    count = _device_count()
    print("Found %d CUDA devices" % count)
    for i in range(count):
        device = _get_device(i)
        print("id %d    %40s      [SUPPORTED]" % (i, device.name.decode()))
        print("%40s: %d.%d" % ("Compute Capability", *device.compute_capability))
        print("%40s: %s" % ("UUID", device.uuid))
    return count > 0


def get_current_device():
    return _get_device()


def select_device(device_id):
    """Makes GPU `device_id` the current one of the calling thread."""
    device = _get_device(device_id)
    _set_current_device_id(device_id)
    return device


def current_context(devnum=None):
    return _Context(_get_device(devnum))


def close():
    """Waits for the current GPU (dslc keeps primary contexts for the process)."""
    if is_available():
        _synchronize_device()


__all__ = [n for n in globals() if not n.startswith("_")]
