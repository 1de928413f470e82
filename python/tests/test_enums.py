"""Enum classes and members without a GPU: globals holding an enum class
or a member are frozen into the code, members are typed as Numba types
them, and enum member arguments are packed as their values."""

import struct
import unittest
from enum import Enum, IntEnum, IntFlag

import numpy as np

import dslc
from dslc import _launch, cuda


class Color(Enum):
    red = 1
    green = 2


class Shape(IntEnum):
    circle = 2
    square = 500


class Scale(Enum):
    small = 0.5
    large = 2.0


class Planet(Enum):
    EARTH = (5.976e24, 6.37814e6)
    MARS = (6.421e23, 3.3972e6)


class Mixed(Enum):
    one = 1
    half = 0.5


class Perm(IntFlag):
    read = 4


FAVOURITE = Shape.square


@cuda.jit
def members(out):
    out[0] = Shape.circle + FAVOURITE
    out[1] = Color["green"].value
    out[2] = Planet.EARTH == Planet.MARS


@cuda.jit
def arguments(color, shape, scale, out):
    out[0] = color == Color.green
    out[1] = shape * 2
    out[2] = scale.value


@cuda.jit
def mixed(out):
    out[0] = Mixed.one.value


def pack(*args):
    words, codes = [4, 1, 1, 256, 1, 1, 0, 0, len(args)], []
    for a in args:
        _launch.handler(a)(a, words, codes)
    return codes, words, _launch.packer(tuple(codes)).pack(*words)


class EnumTest(unittest.TestCase):
    def test_enum_globals_are_constants(self):
        ptx, _ = cuda.compile_ptx(members, "void(int64[::1])")
        self.assertIn("502", ptx)  # Shape.circle + Shape.square, folded

    def test_members_as_arguments_are_typed_as_numba_types_them(self):
        ptx, _ = cuda.compile_ptx(
            arguments, "void(Enum<int64>(Color), IntEnum<int64>(Shape), Enum<float64>(Scale), "
            "float64[::1])")
        self.assertIn(".entry arguments", ptx)

    def test_enums_kernel_code_cannot_have_say_why(self):
        with self.assertRaises(dslc.CompileError) as caught:
            cuda.compile_ptx(mixed, "void(float64[::1])")
        self.assertIn("`int64` and `float64`", str(caught.exception))

    def test_member_arguments_are_their_values(self):
        codes, words, data = pack(Shape.square, Color.green, Scale.small)
        self.assertEqual([c & 0xFFFF for c in codes], [15, 15, 15])
        self.assertEqual(len(set(codes)), 3)  # three enum types
        self.assertEqual(words[9:], [codes[0], 500, codes[1], 2, codes[2], 0.5])
        self.assertEqual(struct.unpack("<d", data[8 * 14:8 * 15])[0], 0.5)
        self.assertEqual(pack(Shape.circle)[0], codes[:1])  # one code per enum type

    def test_member_arguments_kernel_code_cannot_take_say_why(self):
        with self.assertRaisesRegex(dslc.TypingError, "tuple"):
            pack(Planet.EARTH)
        with self.assertRaisesRegex(dslc.TypingError, "one type"):
            pack(Mixed.one)
        with self.assertRaisesRegex(dslc.TypingError, "Flag"):
            pack(Perm.read)


if __name__ == "__main__":
    unittest.main()
