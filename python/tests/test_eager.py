"""A kernel given signatures compiles no others: launches convert their
scalars to the signature that fits best, as Numba does (no GPU needed)."""

import unittest

import numpy as np

import dslc
from dslc._eager import EagerSignatures
from support import CudaArrayStandIn


class EagerSignaturesTest(unittest.TestCase):
    def test_one_signature_converts_scalars_as_c_does(self):
        eager = EagerSignatures("brev", ["void(uint64[:], uint64)"])
        out = np.zeros(1, dtype=np.uint64)
        args = eager.convert((out, 0x000030F0000030F0))
        self.assertIsInstance(args, tuple)
        self.assertIs(args[0], out)
        self.assertIsInstance(args[1], np.uint64)
        self.assertEqual(args[1], 0x000030F0000030F0)
        eager = EagerSignatures("k", ["void(int32[:], uint32)"])
        self.assertEqual(eager.convert((np.zeros(1, np.int32), -1))[1], np.uint32(0xFFFFFFFF))
        eager = EagerSignatures("k", ["void(int8[:], int8)"])
        self.assertEqual(eager.convert((np.zeros(1, np.int8), 200))[1], np.int8(-56))
        eager = EagerSignatures("k", ["void(float32[:], float32, int32)"])
        args = eager.convert((np.zeros(1, np.float32), 0.1, 3))
        self.assertIsInstance(args[1], np.float32)
        self.assertIsInstance(args[2], np.int32)

    def test_exact_arguments_pass_unchanged(self):
        eager = EagerSignatures("k", ["void(float64[::1], int64)"])
        args = (np.zeros(3), 5)
        self.assertIs(eager.convert(args), args)

    def test_the_best_fitting_signature_is_chosen(self):
        eager = EagerSignatures("k", ["void(float32[:], float32)", "void(float64[:], float64)"])
        self.assertIsInstance(eager.convert((np.zeros(2, np.float64), 1))[1], np.float64)
        self.assertIsInstance(eager.convert((np.zeros(2, np.float32), 1))[1], np.float32)
        eager = EagerSignatures("k", ["void(int32)", "void(int64)"])
        self.assertIsInstance(eager.convert((np.int16(3),))[0], np.int32)  # a promotion
        self.assertIsInstance(eager.convert((7,))[0], int)  # int64 fits exactly

    def test_arrays_of_records_match_their_record_signature(self):
        record = np.dtype([("a", np.int32), ("b", np.float64)], align=True)
        spelling = dslc.from_dtype(record).name
        eager = EagerSignatures("k", ["void(%s[:], int64)" % spelling])
        args = (np.zeros(3, dtype=record), 2)
        self.assertIs(eager.convert(args), args)
        # The same layout without NumPy's align flag (as read from a file).
        packed = np.dtype({"names": ["a", "b"], "formats": [np.int32, np.float64],
                           "offsets": [0, 8], "itemsize": 16})
        self.assertIsInstance(eager.convert((np.zeros(3, dtype=packed), 2)), tuple)
        with self.assertRaises(dslc.TypingError):
            eager.convert((np.zeros(3, dtype=[("a", np.int32)]), 2))

    def test_device_arrays_by_their_interface(self):
        eager = EagerSignatures("k", ["void(float32[:, :], int16)"])
        array = CudaArrayStandIn(0x10000, (2, 3), "<f4")
        args = eager.convert((array, 9))
        self.assertIs(args[0], array)
        self.assertIsInstance(args[1], np.int16)

    def test_one_signature_reinterprets_arrays_of_the_same_size(self):
        eager = EagerSignatures("k", ["void(int32[:, :])"])
        host = np.arange(6, dtype=np.uint32).reshape(2, 3)
        (view,) = eager.convert((host,))
        self.assertEqual(view.dtype, np.int32)
        self.assertTrue(np.shares_memory(view, host))
        device = CudaArrayStandIn(0x10000, (2, 3), "<u4")
        (seen,) = eager.convert((device,))
        self.assertEqual(seen.__cuda_array_interface__["typestr"], "<i4")
        self.assertEqual(seen.__cuda_array_interface__["shape"], (2, 3))
        with self.assertRaises(dslc.TypingError):  # another size
            eager.convert((np.zeros((2, 3), dtype=np.int64),))
        two = EagerSignatures("k", ["void(int32[:, :])", "void(float32[:, :])"])
        with self.assertRaises(dslc.TypingError):  # several signatures: Numba matches dtypes
            two.convert((host,))

    def test_no_fitting_signature_is_a_typing_error(self):
        eager = EagerSignatures("k", ["void(float32[:], float32)"])
        with self.assertRaisesRegex(dslc.TypingError,
                                    r"No matching definition for argument type\(s\) "
                                    r"array\(float64, 1d\), int64 of `k`; its signatures are "
                                    r"float32\[:\], float32"):
            eager.convert((np.zeros(2), 1))
        with self.assertRaises(dslc.TypingError):
            eager.convert((np.zeros(2, np.float32),))


if __name__ == "__main__":
    unittest.main()
