"""How launch arguments are typed and packed, without a GPU: stand-in
objects that expose __cuda_array_interface__, NumPy scalars, Python
numbers."""

import ctypes
import struct
import unittest

import numpy as np

import dslc
from dslc import _launch, cuda
from dslc._dispatcher import _words_for_types
from support import CudaArrayStandIn

HEADER = [4, 1, 1, 256, 1, 1, 0, 0]


def pack(*args):
    words = list(HEADER) + [len(args)]
    codes = []
    extras = []
    for a in args:
        extra = _launch.handler(a)(a, words, codes)
        if extra is not None:
            extras.append(extra)
    data = _launch.packer(tuple(codes)).pack(*words)
    return codes, words, data, extras


class ArgumentTest(unittest.TestCase):
    def test_python_numbers_are_typed_as_numba_types_them(self):
        codes, _, data, _ = pack(3, 2.5, True)
        self.assertEqual(codes, [4, 11, 0])  # int64, float64, bool
        words = struct.unpack("<%dq" % (len(data) // 8), data)
        self.assertEqual(words[9:11], (4, 3))
        self.assertEqual(struct.unpack("<d", data[8 * 12:8 * 13])[0], 2.5)

    def test_numpy_scalars_keep_their_dtype(self):
        codes, _, data, _ = pack(np.float32(1.5), np.int16(-2), np.uint64(2**64 - 1))
        self.assertEqual(codes, [10, 2, 8])
        self.assertEqual(struct.unpack("<f", data[8 * 10:8 * 10 + 4])[0], 1.5)
        self.assertEqual(data[8 * 10 + 4:8 * 11], b"\0\0\0\0")  # zero-padded
        self.assertEqual(struct.unpack("<h", data[8 * 12:8 * 12 + 2])[0], -2)

    def test_cuda_array_interface_c_order(self):
        a = CudaArrayStandIn(0x7000, (10, 4), "<f4")
        codes, words, _, _ = pack(a)
        self.assertEqual(codes, [10 | 16 | (2 << 5)])
        self.assertEqual(words[9:], [codes[0], 0x7000, 10, 4, 16, 4])

    def test_cuda_array_interface_strides_and_stream(self):
        a = CudaArrayStandIn(0x8000, (5,), "<f8", strides=(16,), stream=7)
        codes, words, _, extras = pack(a)
        self.assertEqual(words[9:], [11 | 16 | (1 << 5), 0x8000, 5, 16])
        self.assertEqual(extras, [(_launch.WAIT, 7)])

    def test_structured_arrays_carry_their_record_dtype(self):
        record = np.dtype([("a", np.float64), ("b", np.int32)], align=True)
        a = CudaArrayStandIn(0x9000, (10,), "|V16")
        a.__cuda_array_interface__["descr"] = record.descr
        codes, words, _, _ = pack(a)
        self.assertEqual(codes[0] & 0xFF, 14 | 16 | (1 << 5))
        self.assertGreaterEqual(codes[0] >> 16, 16)  # the record's DType
        self.assertEqual(words[9:], [codes[0], 0x9000, 10, 16])
        # The same dtype is the same record; another is another.
        again, _, _, _ = pack(a)
        self.assertEqual(again, codes)
        other = CudaArrayStandIn(0x9000, (10,), "|V12")
        other.__cuda_array_interface__["descr"] = [("a", "<f8"), ("c", "<i4")]
        self.assertNotEqual(pack(other)[0][0] >> 16, codes[0] >> 16)

    def test_record_types_stand_for_launch_words(self):
        record = dslc.from_dtype(np.dtype([("a", np.float64), ("b", np.int32)], align=True))
        words, codes = _words_for_types((record[:], record))
        self.assertEqual(codes[0] & 0xFF, 14 | 16 | (1 << 5))
        self.assertEqual(codes[1] & 0xFF, 14)
        self.assertEqual(codes[0] >> 16, codes[1] >> 16)
        # An array of records: a pointer, the extent 2, every other record.
        self.assertEqual(words[9:14], [codes[0], 1 << 32, 2, 32, codes[1]])
        self.assertEqual(record.size(), 16)

    def test_numpy_subclasses_are_host_arrays(self):
        # np.recarray has __dlpack__ too, which structured dtypes cannot use.
        records = np.recarray(3, dtype=[("a", np.float64), ("b", np.int32)])
        self.assertIs(_launch.handler(records), _launch._host_array)

    def test_unsupported_arguments_say_why(self):
        with self.assertRaises(dslc.TypingError) as caught:
            pack([1, 2, 3])
        self.assertIn("list", str(caught.exception))
        with self.assertRaises(Exception) as caught:
            pack(CudaArrayStandIn(0x10, (3,), "<m8[s]"))
        self.assertIn("timedelta64", str(caught.exception))

    def test_complex_numbers_are_their_two_parts(self):
        codes, words, data, _ = pack(1.5 - 2j, np.complex64(0.25 + 4j),
                                     CudaArrayStandIn(0x9000, (3,), "<c16"))
        self.assertEqual(codes, [13, 12, 13 | 16 | (1 << 5)])
        self.assertEqual(struct.unpack("<dd", data[8 * 10:8 * 12]), (1.5, -2.0))
        self.assertEqual(struct.unpack("<ff", data[8 * 13:8 * 14]), (0.25, 4.0))
        self.assertEqual(words[-4:], [13 | 16 | (1 << 5), 0x9000, 3, 16])

    @unittest.skipUnless(_launch.fast, "the wheel's C launch path is not built")
    def test_c_launch_path_packs_the_same_words(self):
        from dslc._memory import DeviceNDArray
        header = struct.pack("<8q", *HEADER)
        c_order = DeviceNDArray((3, 5), (20, 4), np.float32, 1 << 40, None)
        strided = DeviceNDArray((4,), (16,), np.int64, 2 << 40, None)
        cases = [
            (3, -2.5, True, False),
            (np.float32(1.5), np.float64(-0.25), np.int8(-3), np.uint16(65535), np.int32(-7),
             np.uint32(4000000000), np.int64(-(2**62)), np.uint64(2**64 - 1), np.bool_(True)),
            (np.float16(-2.5), np.bool_(False), np.uint8(200), np.int16(-300), np.float32(-0.0)),
            (c_order, strided, np.float32(2.0), 7),
            (),
        ]
        for args in cases:
            self.assertEqual(_launch.fast.pack(header, args), pack(*args)[2], args)
        # A CuPy array (a stand-in of the class the handlers recognise): the C
        # path packs it once its class is known, as the Python handler does.
        cupy_like = type("ndarray", (), {"__module__": "cupy._core.core"})()
        cupy_like.dtype, cupy_like.shape, cupy_like.strides = np.dtype(np.float32), (2, 3), (12, 4)
        cupy_like.data = type("MemoryPointer", (), {"ptr": 3 << 40})()
        _launch.handler(cupy_like)
        self.assertEqual(_launch.fast.pack(header, (cupy_like, 1)), pack(cupy_like, 1)[2])
        # Kinds the C path leaves to the Python handlers.
        self.assertIsNone(_launch.fast.pack(header, (CudaArrayStandIn(0x10, (3,), "<f4"),)))
        self.assertIsNone(_launch.fast.pack(header, (2**70,)))

    @unittest.skipUnless(_launch.fast, "the wheel's C launch path is not built")
    def test_c_launcher_launches_or_leaves_the_launch_to_python(self):
        from dslc._devices import _state
        from dslc._memory import DeviceNDArray
        launched, fell_back = [], []
        status = [0]

        @ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(ctypes.c_int64))
        def stand_in(kernel, words):
            launched.append((kernel, ctypes.string_at(words, 8 * (9 + 2 + 2 + 6))))
            return status[0]

        def raise_status(code):
            raise RuntimeError("status %d" % code)

        kernels = {0: 0x1234}
        launch = _launch.fast.Launcher(kernels, struct.pack("<8q", *HEADER), _state,
                                       lambda *a, **k: fell_back.append((a, k)), raise_status)
        array = DeviceNDArray((3, 5), (20, 4), np.float32, 1 << 40, None)
        _launch.init_fast(ctypes.cast(stand_in, ctypes.c_void_p).value)
        try:
            launch(np.float32(2.0), array, 7)
            self.assertEqual(launched, [(0x1234, pack(np.float32(2.0), array, 7)[2])])
            self.assertEqual(fell_back, [])
            stand_in_array = CudaArrayStandIn(0x10, (3,), "<f4")
            launch(stand_in_array)  # a kind the C path leaves to Python
            launch(1, stream=0)
            kernels.clear()  # not loaded on this device yet: Python loads it
            launch(1)
            self.assertEqual(fell_back, [((stand_in_array,), {}), ((1,), {"stream": 0}),
                                         ((1,), {})])
            kernels[0] = 0x1234
            status[0] = 5
            with self.assertRaisesRegex(RuntimeError, "status 5"):
                launch(1)
            self.assertEqual(len(launched), 2)
        finally:
            _launch.init_fast(_launch.KERNEL_LAUNCH_ADDRESS)

    def test_words_for_types_stand_for_each_layout(self):
        words, codes = _words_for_types([cuda.float32[:, ::1], cuda.float32[::1, :],
                                         cuda.float32[:, :], cuda.int32])
        self.assertEqual(words[8], 4)
        c, f, a = words[9:15], words[15:21], words[21:27]
        self.assertEqual(c[4:], [8, 4])   # C strides of a 2x2 float32
        self.assertEqual(f[4:], [4, 8])   # F strides
        self.assertEqual(a[4:], [32, 8])  # neither
        self.assertNotEqual(c[1], f[1])   # no two arrays overlap


if __name__ == "__main__":
    unittest.main()
