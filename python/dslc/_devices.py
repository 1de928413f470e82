"""GPUs, the current device of each thread, streams and events, over the C
interface. Each thread has a current device (0 until select_device), as
each thread has a current context in Numba."""

import ctypes
import threading

from dslc._lib import DeviceProperties, check, lib, take_string
from dslc.errors import CudaSupportError, Error

class _State(threading.local):
    device = 0  # the default, read without an AttributeError by the C launch path


_state = _State()
_available = None


def driver_available():
    """(True, "") when a CUDA driver can be loaded, else (False, why)."""
    global _available
    if _available is None:
        why = ctypes.c_void_p()
        ok = lib.dslc_driver_available(ctypes.byref(why))
        _available = (bool(ok), take_string(why) if not ok else "")
    return _available


def require_driver():
    ok, why = driver_available()
    if not ok:
        raise CudaSupportError("no CUDA driver: " + why)


def device_count():
    require_driver()
    count = ctypes.c_int()
    check(lib.dslc_device_count(ctypes.byref(count)))
    return count.value


def current_device_id():
    return _state.device


def set_current_device_id(device_id):
    _state.device = device_id


class Device:
    """A GPU: Numba's device object (id, name, compute_capability, ...)."""

    def __init__(self, device_id):
        self.id = device_id
        properties = _properties(device_id)
        self._properties = properties
        self.name = properties.name  # bytes, as Numba gives it
        self.compute_capability = (properties.compute_major, properties.compute_minor)
        self.uuid = properties.uuid.decode()
        self.MULTIPROCESSOR_COUNT = properties.multiprocessors
        self.MAX_THREADS_PER_BLOCK = properties.max_threads_per_block
        self.MAX_SHARED_MEMORY_PER_BLOCK = properties.max_shared_memory_per_block
        self.MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = properties.max_shared_memory_per_block_optin
        self.MAX_THREADS_PER_MULTI_PROCESSOR = properties.max_threads_per_multiprocessor
        self.WARP_SIZE = properties.warp_size
        self.L2_CACHE_SIZE = properties.l2_cache_bytes
        self.COOPERATIVE_LAUNCH = properties.cooperative_launch
        self.PCI_BUS_ID = properties.pci_bus_id
        self.total_memory = properties.total_memory
        self.arch = properties.arch.decode()

    def __repr__(self):
        return "<CUDA device %d '%s'>" % (self.id, self.name.decode())

    def __eq__(self, other):
        return isinstance(other, Device) and other.id == self.id

    def __hash__(self):
        return hash(self.id)

    def reset(self):
        synchronize_device(self.id)


_devices = {}


def _properties(device_id):
    require_driver()
    out = DeviceProperties()
    check(lib.dslc_device_properties(device_id, ctypes.byref(out)))
    return out


def get_device(device_id=None):
    if device_id is None:
        device_id = current_device_id()
    device = _devices.get(device_id)
    if device is None:
        count = device_count()
        if not 0 <= device_id < count:
            raise Error("there is no GPU %d: this machine has %d" % (device_id, count))
        device = _devices[device_id] = Device(device_id)
    return device


def synchronize_device(device_id=None):
    check(lib.dslc_device_synchronize(current_device_id() if device_id is None else device_id))


class Context:
    """The current device's context, for get_memory_info as in Numba."""

    def __init__(self, device):
        self.device = device

    def get_memory_info(self):
        free, total = ctypes.c_uint64(), ctypes.c_uint64()
        check(lib.dslc_device_memory_info(self.device.id, ctypes.byref(free), ctypes.byref(total)))
        return free.value, total.value

    def synchronize(self):
        synchronize_device(self.device.id)

    def reset(self):
        synchronize_device(self.device.id)


class _DeviceScope:
    """`with cuda.gpus[1]:` makes GPU 1 current inside the block."""

    def __init__(self, device_id):
        self.id = device_id
        self._previous = []

    @property
    def device(self):
        return get_device(self.id)

    def __getattr__(self, name):
        return getattr(get_device(self.id), name)

    def __enter__(self):
        self._previous.append(current_device_id())
        set_current_device_id(self.id)
        return self.device

    def __exit__(self, *exc):
        set_current_device_id(self._previous.pop())
        return False

    def __repr__(self):
        return repr(get_device(self.id))


class GPUList:
    """cuda.gpus: the GPUs of the machine, indexable, iterable, with `current`."""

    def __len__(self):
        return device_count()

    def __getitem__(self, index):
        count = device_count()
        if not -count <= index < count:
            raise IndexError("there is no GPU %d: this machine has %d" % (index, count))
        return _DeviceScope(index % count)

    def __iter__(self):
        return (_DeviceScope(i) for i in range(device_count()))

    @property
    def current(self):
        return get_device()

    def __repr__(self):
        return "<Managed Device list: %d GPUs>" % len(self)


# Special stream handles of the driver.
LEGACY_STREAM = 1
PER_THREAD_STREAM = 2


class Stream:
    """A CUDA stream: made by cuda.stream() (destroyed with this object),
    the default stream, or a handle made elsewhere (external_stream)."""

    def __init__(self, handle, device_id, owned):
        self.handle = ctypes.c_void_p(handle)
        self.ptr = handle or 0
        self.device_id = device_id
        self._owned = owned

    def __del__(self):
        if getattr(self, "_owned", False) and lib is not None:
            try:
                lib.dslc_stream_destroy(self.device_id, self.handle)
            except Exception:
                pass

    def __int__(self):
        return self.ptr

    def __repr__(self):
        return "<dslc Stream 0x%x on device %d>" % (self.ptr, self.device_id)

    def synchronize(self):
        check(lib.dslc_stream_synchronize(self.device_id, self.handle))

    def auto_synchronize(self):
        return _AutoSynchronize(self)

    def wait_event(self, event):
        check(lib.dslc_stream_wait_event(self.device_id, self.handle, event.handle))


class _AutoSynchronize:
    def __init__(self, stream):
        self.stream = stream

    def __enter__(self):
        return self.stream

    def __exit__(self, *exc):
        self.stream.synchronize()
        return False


def new_stream():
    device_id = current_device_id()
    require_driver()
    handle = ctypes.c_void_p()
    check(lib.dslc_stream_create(device_id, ctypes.byref(handle)))
    return Stream(handle.value, device_id, owned=True)


def stream_handle(stream):
    """The CUstream of a stream argument: a dslc/Numba Stream, a CuPy or
    PyTorch stream, an int handle, or 0/None for the default stream."""
    if stream is None or stream == 0:
        return 0
    if isinstance(stream, Stream):
        return stream.ptr
    if isinstance(stream, int):
        return stream
    for attribute in ("cuda_stream", "ptr"):  # PyTorch, CuPy
        value = getattr(stream, attribute, None)
        if isinstance(value, int):
            return value
    handle = getattr(stream, "handle", None)  # Numba: a ctypes c_void_p
    if handle is not None and hasattr(handle, "value"):
        return handle.value or 0
    try:
        return int(stream)
    except (TypeError, ValueError):
        raise Error("`%r` is not a stream" % (stream,)) from None


class Event:
    """A CUDA event, for timing and ordering work on streams."""

    def __init__(self, timing=True):
        require_driver()
        self.device_id = current_device_id()
        handle = ctypes.c_void_p()
        check(lib.dslc_event_create(self.device_id, int(bool(timing)), ctypes.byref(handle)))
        self.handle = handle

    def __del__(self):
        if getattr(self, "handle", None) and lib is not None:
            try:
                lib.dslc_event_destroy(self.device_id, self.handle)
            except Exception:
                pass

    def record(self, stream=0):
        check(lib.dslc_event_record(self.device_id, self.handle, stream_handle(stream)))

    def synchronize(self):
        check(lib.dslc_event_synchronize(self.device_id, self.handle))

    def wait(self, stream=0):
        check(lib.dslc_stream_wait_event(self.device_id, stream_handle(stream), self.handle))

    def query(self):
        done = ctypes.c_int()
        check(lib.dslc_event_query(self.device_id, self.handle, ctypes.byref(done)))
        return bool(done.value)

    def elapsed_time(self, end):
        return event_elapsed_time(self, end)


def event_elapsed_time(start, end):
    """Milliseconds between two recorded, completed events."""
    ms = ctypes.c_float()
    check(lib.dslc_event_elapsed_ms(start.handle, end.handle, ctypes.byref(ms)))
    return ms.value
