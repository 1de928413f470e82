"""Enum members in kernels give the same results with Numba and with dslc:
numba-cuda's test_enums kernels (compare, getattr/getitem, return from a
device function, int coercion and casts), run by both on copies of the
same arrays and compared exactly. Skipped without a GPU or Numba."""

import unittest
from enum import Enum, IntEnum

import numpy as np

from dslc import cuda
from dslc.errors import TypingError
from support import needs_gpu, numba_cuda


# The classes of numba-cuda's enum_usecases.py that the kernels use.
class Color(Enum):
    red = 1
    green = 2
    blue = 3


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    VENUS = (4.869e24, 6.0518e6)
    EARTH = (5.976e24, 6.37814e6)
    MARS = (6.421e23, 3.3972e6)


class Shape(IntEnum):
    circle = 2
    square = 500


class RequestError(IntEnum):
    dummy = 2
    not_found = 404
    internal_error = 500


class IntEnumWithNegatives(IntEnum):
    one = 1
    two = 2
    too = 2
    three = 3
    negone = -1
    negtwo = -2
    negthree = -3


def compare(a, b, out):
    out[0] = a == b
    out[1] = a != b
    out[2] = a is b
    out[3] = a is not b


def getattr_getitem(out):
    out[0] = Color.red == Color.green
    out[1] = Color["red"] == Color["green"]


def _inner(pred):
    return Color.red if pred else Color.green


inner = None  # a Numba device function of _inner, made in setUp


def return_from_device_func(pred, out):
    out[0] = inner(pred) == Color.red
    out[1] = inner(not pred) == Color.green


def int_coerce(x, out):
    if x > RequestError.internal_error:
        out[0] = x - RequestError.not_found
    else:
        out[0] = x + Shape.circle


def int_cast(x, out):
    if x > np.int16(RequestError.internal_error):
        out[0] = x - np.int32(RequestError.not_found)
    else:
        out[0] = x + np.int16(Shape.circle)



@needs_gpu
class EnumParityTest(unittest.TestCase):
    def setUp(self):
        self.ncuda = numba_cuda()
        if self.ncuda is None:
            self.skipTest("Numba is not installed")
        global inner
        inner = self.ncuda.jit(device=True)(_inner)

    def both(self, function, *args):
        """Each argument after Numba's launch and after dslc's, on copies."""
        def copies():
            return [a.copy() if isinstance(a, np.ndarray) else a for a in args]

        numba_args, dslc_args = copies(), copies()
        self.ncuda.jit(function)[1, 1](*numba_args)
        cuda.jit(function)[1, 1](*dslc_args)
        return numba_args, dslc_args

    def assert_same(self, function, *args):
        numba_args, dslc_args = self.both(function, *args)
        for want, got in zip(numba_args, dslc_args):
            if isinstance(want, np.ndarray):
                self.assertEqual(got.dtype, want.dtype)
                np.testing.assert_array_equal(got, want)
        return dslc_args

    def test_compare(self):
        pairs = [(Color.red, Color.red), (Color.red, Color.green),
                 (Shape.circle, IntEnumWithNegatives.two)]
        for a, b in pairs:
            got = self.assert_same(compare, a, b, np.zeros(4, dtype=np.bool_))[2]
            expected = np.zeros(4, dtype=np.bool_)
            compare(a, b, expected)
            np.testing.assert_array_equal(got, expected)

    def test_compare_tuple_members_are_not_arguments_yet(self):
        # Planet's members are tuples: Numba passes them as tuple arguments,
        # which dslc kernels do not take yet.
        with self.assertRaisesRegex(TypingError, "tuple"):
            cuda.jit(compare)[1, 1](Planet.EARTH, Planet.MARS, np.zeros(4, dtype=np.bool_))

    def test_getattr_getitem(self):
        self.assert_same(getattr_getitem, np.zeros(2, dtype=np.bool_))

    def test_return_from_device_func(self):
        for pred in (True, False):
            self.assert_same(return_from_device_func, pred, np.zeros(2, dtype=np.bool_))

    def test_int_coerce(self):
        for x in (300, 450, 550):
            self.assert_same(int_coerce, x, np.zeros(1, dtype=np.int32))

    def test_int_cast(self):
        for x in (300, 450, 550):
            self.assert_same(int_cast, x, np.zeros(1, dtype=np.int32))


if __name__ == "__main__":
    unittest.main()
