"""The launch words both Python packers write (the handlers of _launch.py and
the C launch path of _fastlaunch.c) are, word for word, the format that
interface/launch_words.def declares, and the runtime's decoder reads them as
the arguments they are (dslc_kernel_launch_signature: no GPU). Every dtype
the .def lists is covered, read from the generated dslc._launch_words, so a
dtype added there is tested as it is added: as a NumPy scalar and as arrays
of 1 to MAX_DIMS dimensions of each layout."""

import ctypes
import enum
import importlib.util
import os
import tempfile
import unittest

import numpy as np

from dslc import _launch
from dslc import _launch_words as lw
from dslc._dispatcher import _header, load_program
from dslc._lib import check, lib, take_string
from dslc._memory import DeviceNDArray, element_code
from support import CudaArrayStandIn

GRID, BLOCK, SHARED_BYTES = (4, 2, 1), (128, 2, 1), 256
HEADER = _header(GRID, BLOCK, SHARED_BYTES, 0)  # the words before the count
LAYOUTS = ("A", "F", "C")  # by ndim - 1, in turn (a 1-D array is C and F at once)


def word(value):
    return int(value).to_bytes(8, "little", signed=value < 0)


def scalar_value(code):
    """A value of dtype `code` whose bits show sign and padding."""
    dtype = np.dtype(lw.NUMPY_NAMES[code])
    value = {"Bool": True, "Float": -2.5, "Complex": 1.5 - 2j}.get(lw.DTYPE_CLASSES[code])
    if value is None:
        value = -7 if dtype.kind == "i" else np.iinfo(dtype).max
    return dtype.type(value)


def strides_of(shape, item, layout):
    """Byte strides of `layout`; "A": every other element of a C array."""
    order = range(len(shape)) if layout == "F" else reversed(range(len(shape)))
    strides, stride = [0] * len(shape), item * (2 if layout == "A" else 1)
    for d in order:
        strides[d] = stride
        stride *= shape[d]
    return strides


def array_text(name, ndim, layout):
    dims = [":"] * ndim
    if layout == "C":
        dims[-1] = "::1"
    elif layout == "F":
        dims[0] = "::1"
    return "%s[%s]" % (name, ", ".join(dims))


class Argument:
    """An argument and what the format says of it: its words (after the
    header), the signature text the decoder gives it and its kernel
    parameters."""

    def __init__(self, value, words, text, params):
        self.value, self.words, self.text, self.params = value, words, text, params


def scalar(code):
    value = scalar_value(code)
    bits = np.array(value, dtype=value.dtype).tobytes()
    bits += bytes(8 * lw.VALUE_WORDS[code] - len(bits))  # zero-padded to whole words
    return Argument(value, word(code) + bits, lw.DTYPE_NAMES[code], 1)


def arrays(code, ndim, pointer):
    """The same array as a dslc device array, a CuPy array and any
    __cuda_array_interface__ object."""
    layout = LAYOUTS[(ndim - 1) % len(LAYOUTS)]
    shape = tuple(2 + d % 2 for d in range(ndim))
    dtype = np.dtype(lw.NUMPY_NAMES[code])
    strides = strides_of(shape, dtype.itemsize, layout)
    words = b"".join(word(w) for w in [code | lw.ARRAY_BITS | ndim << lw.NDIM_SHIFT, pointer,
                                        *shape, *strides])
    text = array_text(lw.DTYPE_NAMES[code], ndim, layout)
    params = 1 + ndim + (ndim if layout == "A" else 0)
    cupy = type("ndarray", (), {"__module__": "cupy._core.core"})()
    cupy.dtype, cupy.shape, cupy.strides = dtype, shape, tuple(strides)
    cupy.data = type("MemoryPointer", (), {"ptr": pointer})()
    interface = CudaArrayStandIn(pointer, shape, dtype.str, strides=tuple(strides))
    device = DeviceNDArray(shape, strides, dtype, pointer, None)
    return [Argument(v, words, text, params) for v in (device, cupy, interface)]


def python_pack(values):
    """The words of the Python launch path."""
    words, codes = [*HEADER, len(values)], []
    for value in values:
        _launch.handler(value)(value, words, codes)
    return _launch.packer(tuple(codes)).pack(*words)


def expected(arguments):
    return b"".join(word(w) for w in HEADER) + word(len(arguments)) + b"".join(
        a.words for a in arguments)


class LaunchWordsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.programs, cls.kernels = [], {}

    @classmethod
    def tearDownClass(cls):
        for program in cls.programs:
            lib.dslc_program_free(program)

    def kernel(self, params):
        """A kernel of `params` parameters, loaded without a GPU."""
        if params not in self.kernels:
            with tempfile.TemporaryDirectory() as scratch:
                path = os.path.join(scratch, "kernel_%d.py" % params)
                with open(path, "w") as f:
                    f.write("def kernel(%s):\n    pass\n"
                            % ", ".join("p%d" % i for i in range(params)))
                spec = importlib.util.spec_from_file_location("kernel_%d" % params, path)
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                program = load_program(module.kernel, {}, (), 0)
            self.programs.append(program)
            out = ctypes.c_void_p()
            check(lib.dslc_program_kernel(program, b"kernel", ctypes.byref(out)))
            self.kernels[params] = out.value
        return self.kernels[params]

    def check_launch(self, arguments, c_path):
        """Both packers' words against the format's, and the decoder's
        reading of them. `c_path`: whether the C path packs them (else it
        leaves them to Python)."""
        values = [a.value for a in arguments]
        words = expected(arguments)
        self.assertEqual(python_pack(values), words)
        if _launch.fast is not None:
            packed = _launch.fast.pack(b"".join(word(w) for w in HEADER), tuple(values))
            if c_path:
                self.assertEqual(packed, words)
            else:
                self.assertIn(packed, (None, words))
        signature, params = ctypes.c_void_p(), ctypes.c_int()
        check(lib.dslc_kernel_launch_signature(self.kernel(len(arguments)), words,
                                               ctypes.byref(signature), ctypes.byref(params)))
        self.assertEqual(take_string(signature), ", ".join(a.text for a in arguments))
        self.assertEqual(params.value, sum(a.params for a in arguments))

    def test_header_words_are_in_the_format_order(self):
        self.assertEqual(HEADER, (*GRID, *BLOCK, SHARED_BYTES, 0))
        self.assertEqual(lw.HEADER_WORDS, lw.COUNT + 1)

    def test_every_dtype_as_a_scalar(self):
        for code, name in enumerate(lw.DTYPE_NAMES):
            with self.subTest(name):
                # The C path reads NumPy scalars but complex numbers (and
                # float16 where NumPy does not hold it in place).
                kind = lw.DTYPE_CLASSES[code]
                c_path = kind in ("Bool", "Int") or (kind == "Float" and lw.ITEM_SIZES[code] > 2)
                self.check_launch([scalar(code)], c_path)
                if kind == "Complex" and _launch.fast is not None:
                    self.assertIsNone(_launch.fast.pack(b"".join(word(w) for w in HEADER),
                                                        (scalar(code).value,)))

    def test_every_dtype_as_arrays_of_each_rank_and_layout(self):
        for code, name in enumerate(lw.DTYPE_NAMES):
            with self.subTest(name):
                every = [a for ndim in range(1, lw.MAX_DIMS + 1)
                         for a in arrays(code, ndim, (code * lw.MAX_DIMS + ndim) << 32)]
                # The C path packs dslc and CuPy arrays, the Python path all.
                self.check_launch([a for a in every if not isinstance(a.value, CudaArrayStandIn)],
                                  c_path=True)
                self.check_launch(every, c_path=False)

    def test_every_dtype_beside_the_others(self):
        # One launch of every dtype's scalar and 1-D array: each takes its
        # words, no more.
        arguments = []
        for code in range(len(lw.DTYPE_NAMES)):
            arguments += [scalar(code), arrays(code, 2, (code + 1) << 36)[0]]
        self.check_launch(arguments, c_path=False)

    def test_python_numbers(self):
        cases = [(3, lw.DTYPE_INT64, word(3)), (-2.5, lw.DTYPE_FLOAT64, np.float64(-2.5).tobytes()),
                 (True, lw.DTYPE_BOOL, word(1)),
                 (1.5 - 2j, lw.DTYPE_COMPLEX128, np.complex128(1.5 - 2j).tobytes())]
        arguments = [Argument(v, word(c) + bits, lw.DTYPE_NAMES[c], 1) for v, c, bits in cases]
        self.check_launch(arguments[:3], c_path=True)
        self.check_launch(arguments, c_path=False)

    def test_records_enums_and_tuples(self):
        record = np.dtype([("a", np.float64), ("b", np.int32)], align=True)
        records = DeviceNDArray((3,), (16,), record, 1 << 40, None)
        record_code = element_code(record)
        self.assertEqual(record_code & lw.ELEMENT_BITS, lw.RECORD_CODE)
        record_text = take_string_of(lambda out: lib.dslc_kernel_launch_signature(
            self.kernel(1), python_pack([records]), ctypes.byref(out), None))
        self.assertTrue(record_text.startswith("Record(") and record_text.endswith("[::1]"))

        Shape = enum.IntEnum("Shape", {"SQUARE": 4, "CIRCLE": -1})
        member = Shape.CIRCLE
        words, codes = [*HEADER, 1], []
        _launch.handler(member)(member, words, codes)
        enum_code = codes[0]
        self.assertEqual(enum_code & ((1 << lw.INDEX_SHIFT) - 1), lw.ENUM_CODE)

        pair = (np.int32(-3), DeviceNDArray((5,), (4,), np.float32, 2 << 40, None))
        words, codes = [*HEADER, 1], []
        _launch.handler(pair)(pair, words, codes)
        tuple_code = codes[0]
        self.assertEqual(tuple_code & ((1 << lw.INDEX_SHIFT) - 1), lw.TUPLE_CODE)

        arguments = [
            Argument(records, b"".join(word(w) for w in [record_code | lw.ARRAY_BITS |
                                                         1 << lw.NDIM_SHIFT, 1 << 40, 3, 16]),
                     record_text, 2),
            Argument(member, word(enum_code) + word(-1), "IntEnum<int64>(Shape)", 1),
            # A tuple's members follow its code, each without a code of its own.
            Argument(pair, word(tuple_code) + np.int32(-3).tobytes() + bytes(4) +
                     b"".join(word(w) for w in [2 << 40, 5, 4]),
                     "tuple(int32, float32[::1])", 3),
        ]
        self.check_launch(arguments, c_path=False)


def take_string_of(call):
    out = ctypes.c_void_p()
    check(call(out))
    return take_string(out)


if __name__ == "__main__":
    unittest.main()
