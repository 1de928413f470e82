"""Tuples and namedtuples as kernel arguments, without a GPU: their types
(as Numba's typeof gives them), signature strings and type objects, the
launch words a tuple packs into, the conversion an eager signature makes,
and compiling kernels that take them."""

import struct
import unittest

import numpy as np

from dslc import _launch, cuda, types
from dslc._dispatcher import _words_for_types
from dslc._eager import EagerSignatures
from dslc.errors import TypingError
from support import CudaArrayStandIn, optional
from test_arguments import pack
from test_parity_tuple_args import Point, Sphere, unituple


def named(r1, r2, p):
    r1[0] = p.x
    r1[1] = p[1]
    r2[0] = p.r


class TupleTypeTest(unittest.TestCase):
    def test_typeof_as_numba(self):
        self.assertEqual(str(types.typeof((1, 2, 3))), "UniTuple(int64 x 3)")
        self.assertEqual(str(types.typeof((1, 2.5))), "Tuple(int64, float64)")
        self.assertEqual(types.typeof(()).signature_text(), "tuple()")
        self.assertEqual(types.typeof(((), (5, 6), (np.float32(1), True))).signature_text(),
                         "tuple(tuple(), tuple(int64, int64), tuple(float32, bool))")
        a = np.zeros((3, 4))
        self.assertEqual(types.typeof((a, a.T, a[:, ::2], 10)).signature_text(),
                         "tuple(float64[:, ::1], float64[::1, :], float64[:, :], int64)")
        p = types.typeof(Sphere(1, 2, 2.5))
        self.assertIsInstance(p, types.NamedTuple)
        self.assertEqual(str(p), "Sphere(int64, int64, float64)")
        self.assertEqual(p.signature_text(), "namedtuple(Sphere, x: int64, y: int64, r: float64)")

    def test_signature_spellings(self):
        want = ["tuple(int32, int32, int32)", "tuple(int32, float64)", "tuple()"]
        for text in ("UniTuple(int32 x 3), Tuple(int32, float64), Tuple()",
                     "void(UniTuple(int32, 3), Tuple((int32, float64)), Tuple(()))",
                     "(tuple(int32, int32, int32), tuple(int32, float64), tuple())"):
            got = [t.signature_text() for t in types.parse_signature(text)[1]]
            self.assertEqual(got, want, text)
        sig = types.void(types.UniTuple(types.float64, 2), types.NamedUniTuple(types.int64, 2, Point))
        self.assertEqual(types.signature_text(sig),
                         "void(tuple(float64, float64), namedtuple(Point, x: int64, y: int64))")
        self.assertEqual(types.parse_signature("namedtuple(Point, x: int64, y: float32[:, ::1])")[1],
                         [types.NamedTuple((types.int64, types.float32[:, ::1]), Point)])

    def test_numba_type_objects(self):
        numba_types = optional("numba.core.types")
        if numba_types is None:
            self.skipTest("Numba is not installed")
        from numba.core import types as nt
        self.assertEqual(types.signature_text(nt.UniTuple(nt.float64, 2)),
                         "tuple(float64, float64)")
        self.assertEqual(types.signature_text(nt.Tuple((nt.int32, nt.float64[:]))),
                         "tuple(int32, float64[:])")
        self.assertEqual(types.signature_text(nt.NamedUniTuple(nt.int64, 2, Point)),
                         "namedtuple(Point, x: int64, y: int64)")


class TupleLaunchWordsTest(unittest.TestCase):
    def test_members_follow_one_code_in_turn(self):
        a = CudaArrayStandIn(0x7000, (10,), "<f4")
        b = CudaArrayStandIn(0x8000, (5,), "<f8", strides=(16,))
        codes, words, data, _ = pack((a, 7, (b, np.int32(3)), ()), 2.5)
        self.assertEqual(codes[0] & 0xFFFF, 15 | 1 << 12)
        self.assertEqual(_launch._tuple_names[codes[0]],
                         "tuple(float32[::1], int64, tuple(float64[:], int32), tuple())")
        self.assertEqual(words[9:], [codes[0], 0x7000, 10, 4, 7, 0x8000, 5, 16, 3, 11, 2.5])
        unpacked = struct.unpack("<9q qQqqqQqqi4xq d", data)
        self.assertEqual(unpacked[9:], (codes[0], 0x7000, 10, 4, 7, 0x8000, 5, 16, 3, 11, 2.5))

    def test_namedtuples_name_their_class_and_fields(self):
        codes, words, _, _ = pack(Point(1, 2.5))
        self.assertEqual(_launch._tuple_names[codes[0]],
                         "namedtuple(Point, x: int64, y: float64)")
        self.assertEqual(words[9:], [codes[0], 1, 2.5])
        # One code per type: the same tuple type again is the same code.
        self.assertEqual(pack(Point(3, 4.5))[0], codes)
        self.assertNotEqual(pack((3, 4.5))[0], codes)

    def test_words_for_tuple_types(self):
        t = types.Tuple((types.float32[::1], types.UniTuple(types.int64, 2)))
        words, codes = _words_for_types([t, types.int32])
        self.assertEqual(_launch._tuple_names[codes[0]], "tuple(float32[::1], tuple(int64, int64))")
        self.assertEqual(words[9:], [codes[0], 1 << 32, 2, 4, 0, 0, 3, 0])

    def test_records_in_tuples_are_refused(self):
        record = np.zeros(1, dtype=[("a", np.int32)])[0]
        with self.assertRaisesRegex(TypingError, "not records"):
            pack((record, 1))


class TupleEagerTest(unittest.TestCase):
    def test_members_convert_to_the_signature(self):
        eager = EagerSignatures("f", ["void(int64[::1], UniTuple(int32 x 2))"])
        r = np.zeros(2, dtype=np.int64)
        converted = eager.convert((r, (1, 2)))
        self.assertEqual([type(v) for v in converted[1]], [np.int32, np.int32])
        named = EagerSignatures("g", ["void(namedtuple(Point, x: float32, y: int64))"])
        p = named.convert((Point(1, 2),))[0]
        self.assertIsInstance(p, Point)
        self.assertIsInstance(p.x, np.float32)

    def test_wrong_arity_or_types_are_typing_errors(self):
        eager = EagerSignatures("f", ["void(int64[::1], UniTuple(int32 x 2))"])
        r = np.zeros(2, dtype=np.int64)
        with self.assertRaisesRegex(TypingError, r"No matching definition for argument type\(s\) "
                                                 r"array\(int64, 1d\), tuple\(int64, int64, int64\)"):
            eager.convert((r, (1, 2, 3)))
        with self.assertRaisesRegex(TypingError, "No matching definition"):
            eager.convert((r, (1, r)))
        with self.assertRaisesRegex(TypingError, "No matching definition"):
            eager.convert((r, 1))


class TupleCompileTest(unittest.TestCase):
    def test_kernels_taking_tuples_compile(self):
        ptx = cuda.jit(unituple).inspect_asm("void(int64[::1], UniTuple(int64 x 3))")
        self.assertIn(".visible .entry unituple(", ptx)
        self.assertEqual(ptx.split(".visible .entry unituple(")[1].split(")")[0].count(".param"), 5)
        sig = (types.int64[::1], types.float64[::1], types.typeof(Sphere(1, 2, 2.5)))
        ptx, resty = cuda.compile_ptx(named, sig)
        self.assertIs(resty, cuda.void)
        self.assertIn(".param .f64", ptx)

    def test_eager_signature_with_a_tuple_compiles(self):
        kernel = cuda.jit("void(int64[::1], UniTuple(int64 x 3))")(unituple)
        self.assertEqual(kernel.signatures[0][1].signature_text(), "tuple(int64, int64, int64)")

    def test_field_errors_are_compile_errors(self):
        def bad(r, p):
            r[0] = p.z

        with self.assertRaisesRegex(Exception, "has no field `z`; its fields are `x`, `y`"):
            cuda.jit(bad).inspect_asm("void(int64[::1], namedtuple(Point, x: int64, y: int64))")


if __name__ == "__main__":
    unittest.main()
