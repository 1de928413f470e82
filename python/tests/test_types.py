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

    def test_records_are_named_as_numba_names_them(self):
        import numpy as np
        record = np.dtype([("a", np.float64), ("b", np.int32), ("c", np.complex64),
                           ("d", (np.uint8, 5))], align=True)
        spelling = ("Record(a[type=float64;offset=0],b[type=int32;offset=8],"
                    "c[type=complex64;offset=12],d[type=nestedarray(uint8, (5,));offset=20];"
                    "32;True)")
        self.assertEqual(types.from_dtype(record).name, spelling)
        self.assertEqual(types.from_dtype(record)[::1].signature_text(), spelling + "[::1]")
        packed = np.dtype([("i", np.int32), ("j", np.float32, (3, 2))])
        self.assertEqual(types.from_dtype(packed).name,
                         "Record(i[type=int32;offset=0],j[type=nestedarray(float32, (3, 2));"
                         "offset=4];28;False)")
        self.assertIs(types.from_dtype(np.float32), cuda.float32)
        with self.assertRaises(ValueError):
            types.from_dtype(np.dtype([("s", "U4")]))
        # Signatures spelled with records read back as they were written.
        self.assertEqual(types.canonical_params(spelling + "[::1], int64"),
                         spelling + "[::1], int64")
        ret, args = types.parse_signature("void(%s, float32[:])" % spelling)
        self.assertIs(ret, cuda.void)
        self.assertEqual(args[0].name, spelling)

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
