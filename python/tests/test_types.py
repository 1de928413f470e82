import unittest

from dslc import cuda, types


class TypeObjectsTest(unittest.TestCase):
    def test_array_spellings(self):
        self.assertEqual(cuda.float32[:].signature_text(), "float32[:]")
        self.assertEqual(cuda.float32[::1].signature_text(), "float32[::1]")
        self.assertEqual(cuda.int32[:, ::1].signature_text(), "int32[:, ::1]")
        self.assertEqual(cuda.float64[::1, :].layout, "F")
        self.assertEqual(cuda.float64[:, :, :].layout, "A")
        self.assertEqual(cuda.float64[:, :, :].ndim, 3)

    def test_bad_array_spelling(self):
        with self.assertRaises(TypeError):
            cuda.float32[:, 2]
        with self.assertRaises(TypeError):
            cuda.float32[::2]

    def test_signatures(self):
        sig = cuda.void(cuda.float32, cuda.float32[::1], cuda.int64)
        self.assertEqual(sig.text(), "void(float32, float32[::1], int64)")
        self.assertEqual(types.signature_text((cuda.int32[:, ::1],)), "int32[:, ::1]")
        self.assertEqual(cuda.float32(cuda.float32).text(), "float32(float32)")

    def test_numba_short_names_mean_what_numba_means(self):
        # i8 is int64 and f4 float32 in Numba (not int8 / 4 bytes of anything).
        self.assertIs(cuda.i8, cuda.int64)
        self.assertIs(cuda.f4, cuda.float32)
        self.assertIs(cuda.u1, cuda.uint8)
        self.assertEqual(types.canonical_params("i8, f4[::1], b1"), "int64, float32[::1], bool")

    def test_parse_signature(self):
        ret, args = types.parse_signature("void(float32[::1], int64, f8[:, ::1])")
        self.assertIs(ret, cuda.void)
        self.assertEqual(args, [cuda.float32[::1], cuda.int64, cuda.float64[:, ::1]])
        self.assertEqual(types.parse_signature("array(float64, 2d, F)")[1], [cuda.float64[::1, :]])

    def test_types_are_hashable_keys(self):
        d = {(cuda.int32[:, ::1],): 1}
        self.assertEqual(d[(cuda.int32[:, ::1],)], 1)


if __name__ == "__main__":
    unittest.main()
