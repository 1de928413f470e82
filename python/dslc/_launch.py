"""The launch path: kernel arguments packed into the 64-bit words of
dslc_kernel_launch (c_api.h) with one struct.pack and one C call. The words'
format, their codes and the dtypes come from _launch_words, which the build
generates from interface/launch_words.def.

Each argument's class has a handler (found once per class and kept), which
appends the argument's code word and values. The struct that packs a launch
is kept per tuple of codes. What cannot be known from the class alone (the
layout of an array, whether arrays overlap) the C side works out from the
extents and strides, where it also finds the compiled kernel."""

import ctypes
import enum
import sys
import struct

import numpy as np

from dslc import _launch_words as lw
from dslc import types as dtypes
from dslc._lib import check, lib
from dslc._memory import DeviceNDArray, _c_strides, element_code, to_device
from dslc.errors import TypingError

HEADER = lw.HEADER_FORMAT  # grid x, y, z, block x, y, z, shared bytes, stream, count
# The struct format of a scalar's words by its element code: a number's
# (complex64: its two float32 parts in one word; complex128: two words), a
# record's (the device address of its bytes).
_SCALAR_FORMATS = dict(enumerate(lw.VALUE_FORMATS))
_SCALAR_FORMATS[lw.RECORD_CODE] = "Q"
structs = {}


def packer(codes):
    """The struct for a launch whose arguments have these codes."""
    st = structs.get(codes)
    if st is None:
        parts = [HEADER]
        for code in codes:
            parts.append("q")
            parts.append(_format(code))
        st = structs[codes] = struct.Struct("".join(parts))
    return st


def _format(code):
    """The struct format of the words (after its code) of an argument."""
    if code in _tuple_formats:
        return _tuple_formats[code]
    if code & lw.ARRAY_BITS:
        return "Q%dq" % (2 * ((code >> lw.NDIM_SHIFT) & lw.NDIM_MASK))
    element = (code >> lw.ELEMENT_SHIFT) & lw.ELEMENT_MASK
    if element == lw.ENUM_CODE:
        return _enum_formats[code]
    return _SCALAR_FORMATS[element]


# ---- handlers: (value, words, codes) -> None, or what the launch must do
# besides: (HOST_COPY, device array, host array) to copy back, (KEEP, obj)
# to keep alive, (WAIT, stream) to wait for a producer's stream; (MANY,
# [those]) for a tuple's members.
HOST_COPY, KEEP, WAIT, MANY = range(4)

# Array code word by NumPy dtype number (dtype.num); -1: not a kernel dtype.
_ARRAY_CODE_BY_NUM = [-1] * 64
for _code, _name in enumerate(lw.NUMPY_NAMES):
    _ARRAY_CODE_BY_NUM[np.dtype(_name).num] = _code | lw.ARRAY_BITS
for _char, _code in (("q", lw.DTYPE_INT64), ("Q", lw.DTYPE_UINT64), ("l", lw.DTYPE_INT64),
                     ("L", lw.DTYPE_UINT64)):
    _ARRAY_CODE_BY_NUM[np.dtype(_char).num] = _code | lw.ARRAY_BITS

# Python numbers are typed as Numba types them: int64, float64, bool,
# complex128.
INT, FLOAT, BOOL, COMPLEX = lw.DTYPE_INT64, lw.DTYPE_FLOAT64, lw.DTYPE_BOOL, lw.DTYPE_COMPLEX128
# Read on every launch of an array argument: module globals, not attributes.
_NDIM_SHIFT, _MAX_DIMS = lw.NDIM_SHIFT, lw.MAX_DIMS


def _int(value, words, codes):
    codes.append(INT)
    words += (INT, value)


def _float(value, words, codes):
    codes.append(FLOAT)
    words += (FLOAT, value)


def _bool(value, words, codes):
    codes.append(BOOL)
    words += (BOOL, value)


def _complex(value, words, codes):
    codes.append(COMPLEX)
    words += (COMPLEX, value.real, value.imag)


def _numpy_scalar(code):
    def handle(value, words, codes):
        codes.append(code)
        words += (code, value)

    def handle_complex(value, words, codes):
        codes.append(code)
        words += (code, value.real, value.imag)
    return handle_complex if lw.DTYPE_CLASSES[code] == "Complex" else handle


def _array_code(dtype, ndim):
    code = _ARRAY_CODE_BY_NUM[dtype.num] if dtype.num < 64 else -1
    if code < 0 and dtype.fields is not None:
        element = element_code(dtype)
        code = -1 if element is None else element | lw.ARRAY_BITS
    if code < 0 or dtype.byteorder == ">":
        raise TypingError("arrays of dtype %s cannot be passed to a dslc kernel" % dtype)
    if not 1 <= ndim <= lw.MAX_DIMS:
        raise TypingError("dslc kernels take arrays of 1 to %d dimensions, not %d"
                          % (lw.MAX_DIMS, ndim))
    return code | ndim << lw.NDIM_SHIFT


def _device_array(value, words, codes):
    code = value._code
    if code < 0:
        code = _array_code(value.dtype, value.ndim)
    codes.append(code)
    words += (code, value._pointer)
    words += value.shape
    words += value.strides


def _cupy(value, words, codes):
    shape = value.shape
    code = _ARRAY_CODE_BY_NUM[value.dtype.num] | len(shape) << _NDIM_SHIFT
    if code < 0 or not 1 <= len(shape) <= _MAX_DIMS:
        code = _array_code(value.dtype, len(shape))
    codes.append(code)
    words += (code, value.data.ptr)
    words += shape
    words += value.strides


_TORCH_DTYPES = {}


def _torch(value, words, codes):
    if not value.is_cuda:
        return _host_array(value.numpy(), words, codes)
    dtype = _TORCH_DTYPES.get(value.dtype)
    if dtype is None:
        raise TypingError("tensors of dtype %s cannot be passed to a dslc kernel" % value.dtype)
    shape = value.shape
    code = _array_code(dtype, len(shape))
    itemsize = dtype.itemsize
    codes.append(code)
    words += (code, value.data_ptr())
    words += shape
    words += [s * itemsize for s in value.stride()]


def _interface(value, words, codes):
    """Any object with __cuda_array_interface__ (Numba's device arrays, ...)."""
    cai = value.__cuda_array_interface__
    if cai.get("mask") is not None:
        raise TypingError("masked arrays cannot be passed to a dslc kernel")
    dtype = np.dtype(cai["typestr"])
    if dtype.kind == "V":
        dtype = _structured_dtype(value, cai, dtype)
    shape = tuple(cai["shape"])
    code = _array_code(dtype, len(shape))
    strides = cai.get("strides") or _c_strides(shape, dtype.itemsize)
    codes.append(code)
    words += (code, cai["data"][0])
    words += shape
    words += strides
    stream = cai.get("stream")
    return None if stream is None else (WAIT, stream)


def _structured_dtype(value, cai, void):
    """The structured dtype of an interface whose typestr is `|V<size>`: from
    its `descr`, else the object's own `dtype` (Numba's device arrays give no
    `descr`)."""
    own = getattr(value, "dtype", None)
    if isinstance(own, np.dtype) and own.fields is not None and own.itemsize == void.itemsize:
        return own
    descr = cai.get("descr")
    if descr and not (len(descr) == 1 and descr[0][0] == ""):
        return _dtype_from_descr(descr, void.itemsize)
    return void


def _dtype_from_descr(descr, itemsize=None):
    """A structured dtype from an array interface's `descr`, where unnamed
    entries are padding: the named fields keep their offsets."""
    names, formats, offsets, offset = [], [], [], 0
    for entry in descr:
        name, form = entry[0], entry[1]
        field = _dtype_from_descr(form) if isinstance(form, list) else np.dtype(form)
        if len(entry) > 2:
            field = np.dtype((field, tuple(entry[2])))
        if name:
            names.append(name if isinstance(name, str) else name[1])
            formats.append(field)
            offsets.append(offset)
        offset += field.itemsize
    return np.dtype({"names": names, "formats": formats, "offsets": offsets,
                     "itemsize": itemsize or offset})


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device_type", ctypes.c_int32),
                ("device_id", ctypes.c_int32), ("ndim", ctypes.c_int32),
                ("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16),
                ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_DL_KINDS = {0: "i", 1: "u", 2: "f", 6: "b"}


def _dlpack(value, words, codes):
    """An object with __dlpack__ (and no __cuda_array_interface__)."""
    device_type, _ = value.__dlpack_device__()
    if device_type == 1:  # on the host
        return _host_array(np.from_dlpack(value), words, codes)
    capsule = value.__dlpack__()
    tensor = _DLTensor.from_address(_capsule_pointer(capsule, b"dltensor"))
    kind = _DL_KINDS.get(tensor.code)
    if kind is None or tensor.lanes != 1:
        raise TypingError("this DLPack tensor's element type cannot be passed to a dslc kernel")
    dtype = np.dtype("%s%d" % (kind, tensor.bits // 8)) if kind != "b" else np.dtype(bool)
    shape = tuple(tensor.shape[d] for d in range(tensor.ndim))
    code = _array_code(dtype, len(shape))
    if tensor.strides:
        strides = [tensor.strides[d] * dtype.itemsize for d in range(tensor.ndim)]
    else:
        strides = _c_strides(shape, dtype.itemsize)
    codes.append(code)
    words += (code, (tensor.data or 0) + tensor.byte_offset)
    words += shape
    words += strides
    return (KEEP, capsule)  # the tensor lives until the launch is done


def _record(value, words, codes):
    """A NumPy record (np.void of a structured dtype): copied to the GPU, the
    kernel given its address, and copied back into it after the launch, as
    Numba does."""
    if value.dtype.fields is None:
        raise TypingError("a NumPy void scalar without fields cannot be passed to a dslc kernel")
    code = element_code(value.dtype)
    if code is None:
        raise TypingError("records of dtype %s cannot be passed to a dslc kernel" % value.dtype)
    host = np.array([value], dtype=value.dtype)
    device = to_device(host)
    codes.append(code)
    words += (code, device._pointer)
    return (HOST_COPY, device, RecordCopyBack(value, host))


class RecordCopyBack:
    """Where a record argument's bytes go after the launch: the copied
    array, then each field of the record (a view into its own array when it
    came from one)."""

    __slots__ = ("record", "host")

    def __init__(self, record, host):
        self.record, self.host = record, host

    def finish(self):
        """After the copy into `host` has completed."""
        for name in self.record.dtype.names:
            self.record[name] = self.host[0][name]


# An enum member's code word (the enum code with its type's index, from
# dslc_enum_code) -> the struct format of its value.
_enum_formats = {}


def _enum_value_type(cls):
    """The dtype name Numba types the members of enum class `cls` by (the
    one type of all their values), or raises TypingError."""
    names = set()
    for member in cls.__members__.values():
        value = member.value
        if isinstance(value, (bool, np.bool_)):
            names.add("bool")
        elif isinstance(value, int):
            names.add("int64" if -(1 << 63) <= value < (1 << 63) else "uint64")
        elif isinstance(value, float):
            names.add("float64")
        elif isinstance(value, complex):
            names.add("complex128")
        elif isinstance(value, np.generic) and value.dtype.name in dtypes.DTYPE_CODES:
            names.add(value.dtype.name)
        else:
            raise TypingError(
                "a member of enum class `%s` cannot be passed to a dslc kernel: its values are "
                "%s; an enum member argument has a number value" % (
                    cls.__name__, "tuples" if isinstance(value, tuple)
                                    else "of class `%s`" % type(value).__name__))
    if len(names) != 1:
        raise TypingError("enum class `%s` cannot be typed: its values have the types %s, and "
                          "Numba types an enum whose values all have one type"
                          % (cls.__name__, ", ".join(sorted(names)) or "none (it has no members)"))
    return names.pop()


def _enum_handler(cls):
    """The handler of an enum class's members: each passed as its value, its
    type named as Numba names it (`IntEnum<int64>(Shape)`)."""
    if issubclass(cls, enum.Flag):
        raise TypingError("members of `%s`, a `Flag`, cannot be passed to a dslc kernel: it takes "
                          "members of `enum.Enum` and `enum.IntEnum` classes" % cls.__name__)
    value_type = _enum_value_type(cls)
    kind = "IntEnum" if issubclass(cls, enum.IntEnum) else "Enum"
    out = ctypes.c_int()
    check(lib.dslc_enum_code(("%s<%s>(%s)" % (kind, value_type, cls.__name__)).encode(),
                             ctypes.byref(out)))
    code = out.value
    _enum_formats[code] = _SCALAR_FORMATS[dtypes.DTYPE_CODES[value_type]]
    _enum_names[code] = "%s<%s>(%s)" % (kind, value_type, cls.__name__)
    complex_value = value_type.startswith("complex")

    def handle(value, words, codes):
        codes.append(code)
        v = value.value
        words += (code, v.real, v.imag) if complex_value else (code, v)
    return handle


# A tuple argument's code word (the tuple code with its type's index, from
# dslc_tuple_code) by its type's spelling, and per code its spelling and the
# struct format of its members' words.
_tuple_codes = {}
_tuple_names = {}
_tuple_formats = {}
_enum_names = {}  # an enum member's code -> its type's spelling


def tuple_code(spelling, formats):
    """The code of the tuple type `spelling` (registered with the library
    once), whose members' words have the struct formats `formats`."""
    code = _tuple_codes.get(spelling)
    if code is None:
        out = ctypes.c_int()
        check(lib.dslc_tuple_code(spelling.encode(), ctypes.byref(out)))
        code = _tuple_codes[spelling] = out.value
        _tuple_names[code] = spelling
        _tuple_formats[code] = formats
    return code


def _member_spelling(code, member_words):
    """The type, as signatures write it, of a tuple member that its handler
    packed as `code` and `member_words` (without the code)."""
    if code in _tuple_names:
        return _tuple_names[code]
    element_field = (code >> lw.ELEMENT_SHIFT) & lw.ELEMENT_MASK
    if element_field == lw.ENUM_CODE:
        return _enum_names[code]
    if element_field == lw.RECORD_CODE:
        raise TypingError("a tuple argument holds numbers, arrays and tuples, not records")
    element = dtypes.DTYPE_NAMES[element_field]
    if not code & lw.ARRAY_BITS:
        return element
    ndim = (code >> lw.NDIM_SHIFT) & lw.NDIM_MASK
    shape, strides = member_words[1:1 + ndim], member_words[1 + ndim:1 + 2 * ndim]
    layout = dtypes._layout(dtypes.ITEM_SIZES[element_field], shape, strides)
    return dtypes.Array(dtypes.SCALARS[element], ndim, layout).signature_text()


def _tuple(value, words, codes):
    """A tuple or namedtuple: its members' words in turn, flattened, after
    one code naming its type (dslc_tuple_code), as Numba passes a tuple
    (its data model flattens it into its members)."""
    members, spellings, formats, extras = [], [], [], []
    for member in value:
        if isinstance(member, np.void):
            raise TypingError("a tuple argument holds numbers, arrays and tuples, not records")
        member_words, member_codes = [], []
        handle = handlers.get(member.__class__) or handler(member)
        extra = handle(member, member_words, member_codes)
        if extra is not None:
            extras += extra[1] if extra[0] == MANY else [extra]
        code = member_codes[0]
        spellings.append(_member_spelling(code, member_words[1:]))
        formats.append(_format(code))
        members += member_words[1:]
    fields = getattr(value.__class__, "_fields", None)
    if fields is not None:
        spelling = "namedtuple(%s)" % ", ".join(
            [value.__class__.__name__] + ["%s: %s" % f for f in zip(fields, spellings)])
    else:
        spelling = "tuple(%s)" % ", ".join(spellings)
    code = _tuple_codes.get(spelling) or tuple_code(spelling, "".join(formats))
    codes.append(code)
    words.append(code)
    words += members
    return (MANY, extras) if extras else None


def _host_array(value, words, codes):
    """A NumPy array: copied in before the launch and back after it, as
    Numba does (read-only arrays are not copied back)."""
    device = to_device(value)
    _device_array(device, words, codes)
    return (HOST_COPY, device, value if value.flags.writeable else None)


handlers = {int: _int, float: _float, bool: _bool, complex: _complex, DeviceNDArray: _device_array,
             np.ndarray: _host_array, np.void: _record, np.record: _record, tuple: _tuple}
for _code, _name in enumerate(lw.NUMPY_NAMES):
    handlers[np.dtype(_name).type] = _numpy_scalar(_code)


# The C launch path (_fastlaunch.c), where the wheel has it: it packs the
# same words for the classes registered here (found by handler()) and
# returns None for any other, which the Python handlers then pack.
try:
    from dslc import _fastlaunch as fast
except ImportError:  # a source tree without the built extension
    fast = None
# class -> "cupy" | "torch"; the C path compares these values with its own
# interned "cupy" and "torch" by identity, so they stay interned.
_fast_classes = {}
_torch_codes = {}  # torch dtype -> (array code, item size)


def init_fast(launch_address):
    """Gives the C path its tables and the function it launches with:
    dslc_kernel_launch's address (or a stand-in's, in the tests)."""
    fast.init(launch_address, DeviceNDArray,
              {np.dtype(name).type: code for code, name in enumerate(lw.NUMPY_NAMES)},
              list(_ARRAY_CODE_BY_NUM), _fast_classes, _torch_codes)


KERNEL_LAUNCH_ADDRESS = ctypes.cast(lib.dslc_kernel_launch, ctypes.c_void_p).value
if fast is not None:
    init_fast(KERNEL_LAUNCH_ADDRESS)


def handler(value):
    """The handler of `value`'s class (found and kept on first sight)."""
    cls = type(value)
    found = handlers.get(cls)
    if found is not None:
        return found
    module = cls.__module__ or ""
    if module.startswith("cupy") and cls.__name__ == "ndarray":
        found = _cupy
        _fast_classes[cls] = sys.intern("cupy")
    elif module.startswith("torch") and hasattr(value, "data_ptr"):
        if not _TORCH_DTYPES:
            import torch
            for name, code in dtypes.DTYPE_CODES.items():
                torch_dtype = getattr(torch, name, None)
                if torch_dtype is not None:
                    _TORCH_DTYPES[torch_dtype] = np.dtype(name)
                    _torch_codes[torch_dtype] = (code | lw.ARRAY_BITS, np.dtype(name).itemsize)
        found = _torch
        _fast_classes[cls] = sys.intern("torch")
        if fast is not None:
            import torch
            fast.torch_methods(torch.Tensor.data_ptr, torch.Tensor.stride)
    elif hasattr(value, "__cuda_array_interface__"):
        found = _interface
    elif isinstance(value, np.ndarray):  # subclasses too (np.recarray), before DLPack
        found = _host_array
    elif isinstance(value, enum.Enum):  # before int: an IntEnum member is an int
        found = _enum_handler(cls)
    elif isinstance(value, tuple):  # a namedtuple
        found = _tuple
    elif hasattr(value, "__dlpack__") and hasattr(value, "__dlpack_device__"):
        found = _dlpack
    elif isinstance(value, bool):
        found = _bool
    elif isinstance(value, int):
        found = _int
    elif isinstance(value, float):
        found = _float
    elif isinstance(value, complex):
        found = _complex
    else:
        what = "a value of class `%s`" % cls.__name__
        raise TypingError("%s cannot be passed to a dslc kernel: it takes numbers, NumPy "
                          "scalars and arrays, GPU arrays (CuPy, PyTorch, Numba, "
                          "__cuda_array_interface__ or DLPack) and tuples of them" % what)
    handlers[cls] = found
    return found
