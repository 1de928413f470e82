"""CUDA vector types without a GPU: dslc.cuda has every name numba.cuda has
(`float32x4`, its C name `float4`, ...), kernels that construct and read
vectors compile to PTX whether they name them through `cuda.`, import them
or read them from closures, and mistakes are errors that point here."""

import unittest

from dslc import cuda
from dslc import types as dtypes
from dslc.cuda import float32x4, int2
from dslc.errors import Error
from support import optional
from test_parity_vector_types import make_fancy_creation_kernel

ELEMENTS = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32",
            "float64")
C_NAMES = {"char": "int8", "short": "int16", "int": "int32", "long": "int64",
           "longlong": "int64", "uchar": "uint8", "ushort": "uint16", "uint": "uint32",
           "ulong": "uint64", "ulonglong": "uint64", "float": "float32", "double": "float64"}


@cuda.jit(device=True)
def swap(v):
    return int2(v.y, v.x)


def imported(out, a):
    v = float32x4(a, 2, cuda.float2(a, a))
    w = swap(int2(3, 4))
    out[0] = v.x + v.y + v.z + v.w + w.x


class VectorNamesTest(unittest.TestCase):
    def test_every_name_and_alias(self):
        for element in ELEMENTS:
            for n in range(1, 5):
                vector = getattr(cuda, "%sx%d" % (element, n))
                self.assertEqual(vector.__name__, "%sx%d" % (element, n))
        for c_name, element in C_NAMES.items():
            for n in range(1, 5):
                vector = getattr(cuda, "%s%d" % (c_name, n))
                self.assertIs(vector, getattr(cuda, "%sx%d" % (element, n)))
                self.assertIn("%s%d" % (c_name, n), vector.aliases)
        self.assertEqual(cuda.float32x4.aliases, ["float4"])
        self.assertEqual(cuda.int64x2.aliases, ["long2", "longlong2"])

    def test_host_code_cannot_make_one(self):
        with self.assertRaisesRegex(Error, r"`cuda.float32x4` can only be used in kernels"):
            cuda.float4(1, 2, 3, 4)


class VectorCompileTest(unittest.TestCase):
    def compile(self, kernel, sig):
        ptx, _ = cuda.compile_ptx(kernel, sig)
        self.assertIn(".visible .entry", ptx)
        return ptx

    def test_every_type_and_construction_compiles(self):
        names = [(element, "%sx" % element, element) for element in ELEMENTS]
        names += [(c_name, c_name, element) for c_name, element in C_NAMES.items()]
        for label, prefix, element in names:
            with self.subTest(vector=label):
                classes = [getattr(cuda, prefix + str(k)) for k in range(1, 5)]
                kernel = make_fancy_creation_kernel(*classes, getattr(dtypes, element))
                self.compile(kernel, "void(float64[::1])")

    def test_imported_names_and_device_functions(self):
        self.compile(imported, "void(float32[::1], float32)")

    def test_numbas_objects_in_closures(self):
        if optional("numba.cuda") is None:
            self.skipTest("Numba is not installed")
        from numba import cuda as numba_cuda
        from numba.cuda.vector_types import vector_types
        vty = vector_types["uint16x4"]
        classes = [getattr(numba_cuda, "ushort%d" % k) for k in range(1, 5)]
        self.compile(make_fancy_creation_kernel(*classes, vty.base_type), "void(float64[::1])")

    def test_errors_point_at_the_kernel(self):
        def too_few(out):
            v = cuda.float32x4(1.0, 2.0)
            out[0] = v.x

        with self.assertRaises(Error) as caught:
            cuda.compile_ptx(too_few, "void(float32[::1])")
        message = str(caught.exception)
        self.assertIn("`float32x4` has 4 elements, but these arguments give 2", message)
        self.assertIn("test_vector_types.py", message)

        def no_member(out):
            out[0] = cuda.int2(1, 2).z

        with self.assertRaisesRegex(Error, r"`int32x2` has the attributes `x` and `y`, not `z`"):
            cuda.compile_ptx(no_member, "void(float32[::1])")


if __name__ == "__main__":
    unittest.main()
