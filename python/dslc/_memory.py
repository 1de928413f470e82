"""Device arrays (Numba's DeviceNDArray), host<->device copies and
page-locked host arrays."""

import ctypes
import struct
import weakref

import numpy as np

from dslc import _launch_words as lw
from dslc import types as dtypes
from dslc._devices import current_device_id, require_driver, stream_handle
from dslc._lib import check, lib
from dslc.errors import Error


class _Allocation:
    """Device memory owned by dslc, freed when the last array over it goes."""

    __slots__ = ("pointer", "device_id", "__weakref__")

    def __init__(self, nbytes, device_id):
        require_driver()
        out = ctypes.c_uint64()
        check(lib.dslc_mem_alloc(device_id, max(int(nbytes), 1), ctypes.byref(out)))
        self.pointer, self.device_id = out.value, device_id
        weakref.finalize(self, _free, device_id, out.value)


def _free(device_id, pointer):
    try:
        lib.dslc_mem_free(device_id, pointer)
    except Exception:  # at interpreter exit the library may be gone
        pass


def _c_strides(shape, itemsize):
    strides, step = [], itemsize
    for extent in reversed(shape):
        strides.append(step)
        step *= max(extent, 1)
    return tuple(reversed(strides))


def _f_strides(shape, itemsize):
    strides, step = [], itemsize
    for extent in shape:
        strides.append(step)
        step *= max(extent, 1)
    return tuple(strides)


def _span(shape, strides, itemsize):
    """The bytes the elements cover, [low, high) relative to the pointer."""
    if any(extent == 0 for extent in shape):
        return 0, 0
    low, high = 0, itemsize
    for extent, stride in zip(shape, strides):
        reach = (extent - 1) * stride
        if reach < 0:
            low += reach
        else:
            high += reach
    return low, high


class DeviceNDArray:
    """An array in GPU memory: shape, strides (bytes) and dtype as NumPy's."""

    __slots__ = ("shape", "strides", "dtype", "ndim", "size", "_pointer", "_owner", "stream",
                 "device_id", "_code", "_words", "__weakref__")

    def __init__(self, shape, strides, dtype, pointer, owner, stream=0, device_id=0):
        self.shape = tuple(int(s) for s in shape)
        self.strides = tuple(int(s) for s in strides)
        self.dtype = np.dtype(dtype)
        self.ndim = len(self.shape)
        self.size = int(np.prod(self.shape, dtype=np.int64))
        self._pointer = pointer
        self._owner = owner
        self.stream = stream
        self.device_id = device_id
        # The launch code word (dtype | array | ndim), -1 when kernels cannot take it.
        code = element_code(self.dtype)
        self._code = -1 if code is None or not 1 <= self.ndim <= lw.MAX_DIMS else (
            code | lw.ARRAY_BITS | self.ndim << lw.NDIM_SHIFT)
        # Its words in a launch (code, pointer, extents, strides), packed once:
        # the C launch path copies them. None: the Python path packs it.
        self._words = None
        if self._code >= 0 and isinstance(pointer, int):
            self._words = struct.pack("<qQ%dq" % (2 * self.ndim), self._code, pointer,
                                      *self.shape, *self.strides)

    @property
    def nbytes(self):
        return self.size * self.dtype.itemsize

    @property
    def device_ctypes_pointer(self):
        return ctypes.c_void_p(self._pointer)

    @property
    def __cuda_array_interface__(self):
        c_strides = _c_strides(self.shape, self.dtype.itemsize)
        return {
            "shape": self.shape,
            "strides": None if self.strides == c_strides else self.strides,
            "data": (self._pointer, False),
            "typestr": self.dtype.str,
            "stream": stream_handle(self.stream) or None,
            "version": 3,
        }

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of a 0-d array")
        return self.shape[0]

    def __repr__(self):
        return "<dslc DeviceNDArray shape=%s dtype=%s>" % (self.shape, self.dtype)

    def is_c_contiguous(self):
        return self.strides == _c_strides(self.shape, self.dtype.itemsize) or self.size <= 1

    def is_f_contiguous(self):
        return self.strides == _f_strides(self.shape, self.dtype.itemsize) or self.size <= 1

    @property
    def T(self):
        return self.transpose()

    def transpose(self, axes=None):
        axes = tuple(reversed(range(self.ndim))) if axes is None else tuple(axes)
        return self._view([self.shape[a] for a in axes], [self.strides[a] for a in axes], 0)

    def _view(self, shape, strides, offset, dtype=None):
        return DeviceNDArray(shape, strides, self.dtype if dtype is None else dtype,
                             self._pointer + offset, self._owner, self.stream, self.device_id)

    def view(self, dtype):
        """The same memory as `dtype`; another item size rescales the last
        axis of a C-contiguous array (as Numba's and NumPy's view)."""
        dtype = np.dtype(dtype)
        shape, strides = list(self.shape), list(self.strides)
        if dtype.itemsize != self.dtype.itemsize:
            if not self.is_c_contiguous():
                raise ValueError("a view as a dtype of another size (%d bytes, not %d) needs a "
                                 "C-contiguous array" % (dtype.itemsize, self.dtype.itemsize))
            shape[-1], rest = divmod(shape[-1] * self.dtype.itemsize, dtype.itemsize)
            if rest:
                raise ValueError("a view as a dtype of %d bytes needs the last axis's %d bytes "
                                 "to be a multiple of it"
                                 % (dtype.itemsize, self.shape[-1] * self.dtype.itemsize))
            strides[-1] = dtype.itemsize
        return self._view(shape, strides, 0, dtype)

    def reshape(self, *shape, order="C"):
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        shape = list(shape)
        if -1 in shape:
            known = int(np.prod([s for s in shape if s != -1]))
            shape[shape.index(-1)] = self.size // max(known, 1)
        if int(np.prod(shape)) != self.size:
            raise Error("cannot reshape a device array of %d elements into shape %s"
                        % (self.size, tuple(shape)))
        if order == "C" and self.is_c_contiguous():
            return self._view(shape, _c_strides(shape, self.dtype.itemsize), 0)
        if order == "F" and self.is_f_contiguous():
            return self._view(shape, _f_strides(shape, self.dtype.itemsize), 0)
        raise Error("reshape of a device array needs it %s-contiguous" % order)

    def ravel(self, order="C"):
        return self.reshape(self.size, order=order)

    def __getitem__(self, index):
        """A view for slices; for a single element, its value on the host
        (a NumPy scalar), as Numba gives it."""
        shape, strides, offset = _index(self.shape, self.strides, index)
        if shape:
            return self._view(shape, strides, offset)
        element = np.empty((), dtype=self.dtype)
        check(lib.dslc_memcpy_dtoh(self.device_id, element.ctypes.data_as(ctypes.c_void_p),
                                   self._pointer + offset, self.dtype.itemsize, None))
        check(lib.dslc_stream_synchronize(self.device_id, None))
        return element[()]

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __setitem__(self, index, value):
        shape, strides, offset = _index(self.shape, self.strides, index)
        target = self._view(shape, strides, offset)
        host = np.broadcast_to(np.asarray(value, dtype=self.dtype), target.shape)
        target.copy_to_device(np.ascontiguousarray(host))

    def copy_to_device(self, ary, stream=0):
        """Copies a host array (or another device array) of the same shape in."""
        if hasattr(ary, "__cuda_array_interface__"):
            source = as_device_array(ary)
            if source.nbytes != self.nbytes or not (self.is_c_contiguous() and
                                                    source.is_c_contiguous()):
                raise Error("device-to-device copies need two C-contiguous arrays of one size")
            check(lib.dslc_memcpy_dtod(self.device_id, self._pointer, source._pointer,
                                       self.nbytes, stream_handle(stream)))
            return
        host = np.asarray(ary)
        if host.dtype != self.dtype:
            host = host.astype(self.dtype)
        if host.size != self.size:
            raise Error("cannot copy %d elements into a device array of %d" % (host.size,
                                                                                self.size))
        if self.is_c_contiguous():
            host = np.ascontiguousarray(host.reshape(self.shape) if host.shape != self.shape
                                        else host)
        elif self.is_f_contiguous():
            host = np.asfortranarray(host.reshape(self.shape))
        else:
            raise Error("copies into a device array need it contiguous (it has strides %s)"
                        % (self.strides,))
        check(lib.dslc_memcpy_htod(self.device_id, self._pointer,
                                   host.ctypes.data_as(ctypes.c_void_p), self.nbytes,
                                   stream_handle(stream)))

    def copy_to_host(self, ary=None, stream=0):
        """The elements as a NumPy array (into `ary` when given). Without a
        stream it waits for the copy; with one, a copy straight into `ary`
        (same layout) is asynchronous, as in Numba."""
        if ary is not None and tuple(ary.shape) != self.shape:
            raise Error("copy_to_host into an array of shape %s from one of shape %s"
                        % (tuple(ary.shape), self.shape))
        handle = stream_handle(stream)
        if ary is None and (self.is_c_contiguous() or self.is_f_contiguous()):
            ary = np.empty(self.shape, self.dtype,
                           order="C" if self.is_c_contiguous() else "F")
        if (ary is not None and ary.dtype == self.dtype and self.size
                and tuple(ary.strides) == self.strides):
            check(lib.dslc_memcpy_dtoh(self.device_id, ary.ctypes.data_as(ctypes.c_void_p),
                                       self._pointer, self.nbytes, handle))
            if not stream:
                check(lib.dslc_stream_synchronize(self.device_id, None))
            return ary
        # Any strides: the bytes the elements span, then a strided view of them.
        low, high = _span(self.shape, self.strides, self.dtype.itemsize)
        raw = np.empty(high - low, dtype=np.uint8)
        if high > low:
            check(lib.dslc_memcpy_dtoh(self.device_id, raw.ctypes.data_as(ctypes.c_void_p),
                                       self._pointer + low, high - low, handle))
            check(lib.dslc_stream_synchronize(self.device_id, ctypes.c_void_p(handle or None)))
        view = np.ndarray(self.shape, self.dtype, buffer=raw, offset=-low,
                          strides=self.strides)
        if ary is None:
            return np.array(view, copy=True, order="K")
        ary[...] = view
        return ary

    def get(self):
        return self.copy_to_host()


def _index(shape, strides, index):
    """Shape, strides and byte offset of a basic index (ints, slices, ...)."""
    if not isinstance(index, tuple):
        index = (index,)
    if any(i is Ellipsis for i in index):
        at = index.index(Ellipsis)
        fill = len(shape) - (len(index) - 1)
        index = index[:at] + (slice(None),) * fill + index[at + 1:]
    if len(index) > len(shape):
        raise IndexError("too many indices for a device array of %d dimensions" % len(shape))
    out_shape, out_strides, offset = [], [], 0
    for d, extent in enumerate(shape):
        i = index[d] if d < len(index) else slice(None)
        if isinstance(i, slice):
            start, stop, step = i.indices(extent)
            count = max(0, (stop - start + (step - (1 if step > 0 else -1))) // step)
            offset += start * strides[d]
            out_shape.append(count)
            out_strides.append(strides[d] * step)
        elif isinstance(i, (int, np.integer)):
            i = int(i)
            if i < 0:
                i += extent
            if not 0 <= i < extent:
                raise IndexError("index %d is out of bounds for axis %d with size %d"
                                 % (index[d], d, extent))
            offset += i * strides[d]
        else:
            raise IndexError("device arrays take integer and slice indices")
    return out_shape, out_strides, offset


def device_array(shape, dtype=np.float64, strides=None, order="C", stream=0):
    """Uninitialised device memory for an array (Numba's cuda.device_array)."""
    shape = (shape,) if isinstance(shape, (int, np.integer)) else tuple(shape)
    dtype = np.dtype(dtype)
    if strides is None:
        strides = (_f_strides if order == "F" else _c_strides)(shape, dtype.itemsize)
    low, high = _span(shape, strides, dtype.itemsize)
    device_id = current_device_id()
    owner = _Allocation(high - low, device_id)
    return DeviceNDArray(shape, strides, dtype, owner.pointer - low, owner, stream, device_id)


def device_array_like(ary, stream=0):
    order = "F" if (ary.ndim > 1 and _is_f_only(ary)) else "C"
    return device_array(ary.shape, ary.dtype, order=order, stream=stream)


def _is_f_only(ary):
    strides = tuple(ary.strides)
    itemsize = np.dtype(ary.dtype).itemsize
    return strides == _f_strides(ary.shape, itemsize) and strides != _c_strides(ary.shape,
                                                                                 itemsize)


def to_device(obj, stream=0, copy=True, to=None):
    """A device copy of a host array (or `to`, filled with it)."""
    if to is not None:
        to.copy_to_device(obj, stream=stream)
        return to
    host = np.asarray(obj)
    if not (host.flags.c_contiguous or host.flags.f_contiguous):
        host = np.ascontiguousarray(host)
    order = "F" if (host.ndim > 1 and not host.flags.c_contiguous) else "C"
    array = device_array(host.shape, host.dtype, order=order, stream=stream)
    if copy and host.size:
        array.copy_to_device(host, stream=stream)
    return array


def as_device_array(obj):
    """A DeviceNDArray over the memory of an object with
    __cuda_array_interface__ (no copy)."""
    if isinstance(obj, DeviceNDArray):
        return obj
    interface = obj.__cuda_array_interface__
    dtype = np.dtype(interface["typestr"])
    shape = tuple(interface["shape"])
    strides = interface.get("strides") or _c_strides(shape, dtype.itemsize)
    return DeviceNDArray(shape, strides, dtype, interface["data"][0], obj, 0,
                         current_device_id())


def is_cuda_array(obj):
    return hasattr(obj, "__cuda_array_interface__")


def pinned_array(shape, dtype=np.float64, strides=None, order="C"):
    """A NumPy array in page-locked host memory (faster, asynchronous copies)."""
    shape = (shape,) if isinstance(shape, (int, np.integer)) else tuple(shape)
    dtype = np.dtype(dtype)
    if strides is None:
        strides = (_f_strides if order == "F" else _c_strides)(shape, dtype.itemsize)
    low, high = _span(shape, strides, dtype.itemsize)
    require_driver()
    device_id = current_device_id()
    pointer = ctypes.c_void_p()
    nbytes = max(high - low, 1)
    check(lib.dslc_host_alloc(device_id, nbytes, ctypes.byref(pointer)))
    buffer = (ctypes.c_byte * nbytes).from_address(pointer.value)
    weakref.finalize(buffer, _free_host, device_id, pointer.value)
    return np.ndarray(shape, dtype, buffer=buffer, offset=-low, strides=strides)


def _free_host(device_id, pointer):
    try:
        lib.dslc_host_free(device_id, ctypes.c_void_p(pointer))
    except Exception:
        pass


DTYPE_CODE_OF = {np.dtype(name): code for code, name in enumerate(lw.NUMPY_NAMES)}


def element_code(dtype):
    """The element part of a launch code word for `dtype`: a number's code,
    the record code with its DType for a structured dtype (its record
    registered with the library once), or None when kernels cannot take it."""
    code = DTYPE_CODE_OF.get(dtype)
    if code is not None or dtype.fields is None:
        return code
    code = _record_codes.get(dtype)
    if code is None:
        try:
            spelling = dtypes.record_spelling(dtype)
        except ValueError:
            return None
        code = _record_codes[dtype] = record_code(spelling)
    return code


def record_code(spelling):
    """The element code of the record type spelled `spelling`."""
    code = _record_codes.get(spelling)
    if code is None:
        record = ctypes.c_int()
        check(lib.dslc_record_dtype(spelling.encode(), ctypes.byref(record)))
        code = _record_codes[spelling] = lw.RECORD_CODE | record.value << lw.INDEX_SHIFT
    return code


_record_codes = {}  # structured dtype or record spelling -> its element code
