"""CUDA vector types (`cuda.float32x4`, `cuda.short2`, ...) give in dslc what
they give in Numba: numba-cuda's test_vector_type kernels (every vector
type, every way of constructing one from numbers and smaller vectors, the
C names) and kernels that pass vectors to and from device functions, keep
them in variables and tuples and convert numbers into them, each run by
Numba and by dslc on copies of the same arrays and compared exactly.
Kernels read the vector classes and number types as Numba's objects (as
numba-cuda's tests do) and, for dslc, as dslc's own too. Skipped without a
GPU or Numba."""

import unittest

import numpy as np

from dslc import cuda
from dslc import types as dtypes
from support import needs_gpu, optional


def _numba():
    """(numba.cuda, numba.cuda.vector_types.vector_types), or None."""
    np.row_stack = getattr(np, "row_stack", np.vstack)  # Numba reads it on NumPy 2
    if optional("numba.cuda") is None:
        return None
    from numba import cuda as numba_cuda
    from numba.cuda.vector_types import vector_types
    return numba_cuda, vector_types


# numba-cuda's make_kernel: a vector of n elements made of n numbers.
def make_kernel(vobj, base_type, num_elements):
    def kernel_1elem(res):
        v = vobj(base_type(0))
        res[0] = v.x

    def kernel_2elem(res):
        v = vobj(base_type(0), base_type(1))
        res[0] = v.x
        res[1] = v.y

    def kernel_3elem(res):
        v = vobj(base_type(0), base_type(1), base_type(2))
        res[0] = v.x
        res[1] = v.y
        res[2] = v.z

    def kernel_4elem(res):
        v = vobj(base_type(0), base_type(1), base_type(2), base_type(3))
        res[0] = v.x
        res[1] = v.y
        res[2] = v.z
        res[3] = v.w

    return {1: kernel_1elem, 2: kernel_2elem, 3: kernel_3elem, 4: kernel_4elem}[num_elements]


# numba-cuda's make_fancy_creation_kernel: every combination of numbers and
# smaller vectors that adds up to 1, 2, 3 and 4 elements.
def make_fancy_creation_kernel(v1, v2, v3, v4, base_type):
    def kernel(res):
        one = base_type(1.0)
        two = base_type(2.0)
        three = base_type(3.0)
        four = base_type(4.0)

        j = 0

        f1_1 = v1(one)
        f1_2 = v1(f1_1)

        res[0] = f1_1.x
        res[1] = f1_2.x
        j += 2

        f2_1 = v2(two, three)
        f2_2 = v2(f1_1, three)
        f2_3 = v2(two, f1_1)
        f2_4 = v2(f1_1, f1_1)
        f2_5 = v2(f2_1)

        for v in (f2_1, f2_2, f2_3, f2_4, f2_5):
            res[j] = v.x
            res[j + 1] = v.y
            j += 2

        f3_1 = v3(f2_1, one)
        f3_2 = v3(f2_1, f1_1)
        f3_3 = v3(one, f2_1)
        f3_4 = v3(f1_1, f2_1)

        f3_5 = v3(one, two, three)
        f3_6 = v3(f1_1, two, three)
        f3_7 = v3(one, f1_1, three)
        f3_8 = v3(one, two, f1_1)
        f3_9 = v3(f1_1, f1_1, three)
        f3_10 = v3(one, f1_1, f1_1)
        f3_11 = v3(f1_1, two, f1_1)
        f3_12 = v3(f1_1, f1_1, f1_1)

        f3_13 = v3(f3_1)

        for v in (f3_1, f3_2, f3_3, f3_4, f3_5, f3_6, f3_7, f3_8, f3_9, f3_10, f3_11, f3_12,
                  f3_13):
            res[j] = v.x
            res[j + 1] = v.y
            res[j + 2] = v.z
            j += 3

        f4_1 = v4(one, two, three, four)
        f4_2 = v4(f1_1, two, three, four)
        f4_3 = v4(one, f1_1, three, four)
        f4_4 = v4(one, two, f1_1, four)
        f4_5 = v4(one, two, three, f1_1)
        f4_6 = v4(f1_1, f1_1, three, four)
        f4_7 = v4(f1_1, two, f1_1, four)
        f4_8 = v4(f1_1, two, three, f1_1)
        f4_9 = v4(one, f1_1, f1_1, four)
        f4_10 = v4(one, f1_1, three, f1_1)
        f4_11 = v4(one, two, f1_1, f1_1)
        f4_12 = v4(f1_1, f1_1, f1_1, four)
        f4_13 = v4(f1_1, f1_1, three, f1_1)
        f4_14 = v4(f1_1, two, f1_1, f1_1)
        f4_15 = v4(one, f1_1, f1_1, f1_1)
        f4_16 = v4(f1_1, f1_1, f1_1, f1_1)

        f4_17 = v4(f2_1, two, three)
        f4_18 = v4(f2_1, f1_1, three)
        f4_19 = v4(f2_1, two, f1_1)
        f4_20 = v4(f2_1, f1_1, f1_1)
        f4_21 = v4(one, f2_1, three)
        f4_22 = v4(f1_1, f2_1, three)
        f4_23 = v4(one, f2_1, f1_1)
        f4_24 = v4(f1_1, f2_1, f1_1)
        f4_25 = v4(one, four, f2_1)
        f4_26 = v4(f1_1, four, f2_1)
        f4_27 = v4(one, f1_1, f2_1)
        f4_28 = v4(f1_1, f1_1, f2_1)

        f4_29 = v4(f2_1, f2_1)
        f4_30 = v4(f3_1, four)
        f4_31 = v4(f3_1, f1_1)
        f4_32 = v4(four, f3_1)
        f4_33 = v4(f1_1, f3_1)

        f4_34 = v4(f4_1)

        for v in tuple((f4_1, f4_2, f4_3, f4_4, f4_5, f4_6, f4_7, f4_8, f4_9, f4_10, f4_11,
                        f4_12, f4_13, f4_14, f4_15, f4_16, f4_17, f4_18, f4_19, f4_20, f4_21,
                        f4_22, f4_23, f4_24, f4_25, f4_26, f4_27, f4_28, f4_29, f4_30, f4_31,
                        f4_32, f4_33, f4_34)):
            res[j] = v.x
            res[j + 1] = v.y
            res[j + 2] = v.z
            res[j + 3] = v.w
            j += 4

    return kernel


# numba-cuda's expected result of the fancy kernel.
FANCY_EXPECTED = [
    1, 1,
    2, 3, 1, 3, 2, 1, 1, 1, 2, 3,
    2, 3, 1, 2, 3, 1, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 1, 3, 1, 2, 1, 1, 1, 3, 1, 1, 1,
    1, 2, 1, 1, 1, 1, 2, 3, 1,
    1, 2, 3, 4, 1, 2, 3, 4, 1, 1, 3, 4, 1, 2, 1, 4, 1, 2, 3, 1, 1, 1, 3, 4, 1, 2, 1, 4, 1, 2,
    3, 1, 1, 1, 1, 4, 1, 1, 3, 1, 1, 2, 1, 1, 1, 1, 1, 4, 1, 1, 3, 1, 1, 2, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 2, 3, 2, 3, 2, 3, 1, 3, 2, 3, 2, 1, 2, 3, 1, 1, 1, 2, 3, 3, 1, 2, 3, 3, 1, 2,
    3, 1, 1, 2, 3, 1, 1, 4, 2, 3, 1, 4, 2, 3, 1, 1, 2, 3, 1, 1, 2, 3, 2, 3, 2, 3, 2, 3, 1, 4,
    2, 3, 1, 1, 4, 2, 3, 1, 1, 2, 3, 1, 1, 2, 3, 4,
]


# numba-cuda's test_basic, with the module as a parameter: Numba's runs
# read Numba's, dslc's read Numba's and dslc's.
def make_basic(cu):
    def kernel(arr):
        v1 = cu.float64x4(1.0, 3.0, 5.0, 7.0)
        v2 = cu.short2(10, 11)
        arr[0] = v1.x
        arr[1] = v1.y
        arr[2] = v1.z
        arr[3] = v1.w
        arr[4] = v2.x
        arr[5] = v2.y

    return kernel


# Vectors passed to and returned from device functions (a vector class
# too), held in variables that control flow merges, in tuples indexed at
# run time, made of array elements of other types (converted as Numba
# converts them), and of C's names.
def make_device_functions(cu):
    @cu.jit(device=True)
    def scaled(v, s):
        return cu.float32x3(v.x * s, v.y * s, v.z * s)

    @cu.jit(device=True)
    def halves(v):
        return cu.int2(v.x, v.y), cu.int2(v.z, v.w)

    @cu.jit(device=True)
    def reversed_as(v, make):
        return make(v.z, v.y, v.x)

    def kernel(out, x, n):
        i = cu.grid(1)
        if i < x.size:
            v = cu.float32x3(x[i], n[i], 2)
            w = scaled(v, x[i])
            a, b = halves(cu.int32x4(n[i], n[i] + 1, -n[i], 7))
            if n[i] % 2 == 0:
                u = cu.float4(w, v.x)
            else:
                u = cu.float4(v.z, w)
            t = (u, cu.float32x4(w.z, w.y, w.x, 0.5))
            picked = t[n[i] % 2]
            out[i, 0] = w.x
            out[i, 1] = w.y
            out[i, 2] = w.z
            out[i, 3] = a.x + a.y + b.x + b.y
            out[i, 4] = picked.x
            out[i, 5] = picked.y
            out[i, 6] = picked.z
            out[i, 7] = picked.w
            out[i, 8] = reversed_as(w, cu.double3).x

    return kernel


# Numbers converted to each kind of element: floats truncated toward zero,
# integers wrapped into narrower ones, a bool as 0 or 1.
def make_conversions(cu):
    def kernel(out, f, k):
        i = cu.grid(1)
        if i < f.size:
            a = cu.short2(f[i], k[i])
            b = cu.uchar2(k[i], k[i] > 3)
            c = cu.double2(k[i], f[i])
            d = cu.longlong2(f[i] * 1000.0, k[i] * k[i])
            e = cu.uint2(k[i] & 0xFFFF, 7)
            out[i, 0] = a.x
            out[i, 1] = a.y
            out[i, 2] = b.x
            out[i, 3] = b.y
            out[i, 4] = c.x
            out[i, 5] = c.y
            out[i, 6] = d.x
            out[i, 7] = d.y
            out[i, 8] = e.x + e.y

    return kernel


@needs_gpu
class VectorTypeParityTest(unittest.TestCase):
    def setUp(self):
        numba = _numba()
        if numba is None:
            self.skipTest("Numba is not installed")
        self.ncuda, self.vector_types = numba

    def run_both(self, kernel, blocks, threads, *arrays, dslc_kernels=()):
        """The arrays after Numba's launch of `kernel`, and after dslc's
        launch of it and of each of `dslc_kernels` (the same kernel reading
        dslc's objects), each on copies."""
        def copies():
            return [a.copy() for a in arrays]

        results = []
        numba_arrays = copies()
        self.ncuda.jit(kernel)[blocks, threads](*numba_arrays)
        for dslc_kernel in (kernel, *dslc_kernels):
            dslc_arrays = copies()
            cuda.jit(dslc_kernel)[blocks, threads](*dslc_arrays)
            results.append(dslc_arrays)
        return numba_arrays, results

    def assert_all_same(self, numba_arrays, results):
        for dslc_arrays in results:
            for want, got in zip(numba_arrays, dslc_arrays):
                np.testing.assert_array_equal(got, want)

    def dslc_objects(self, vty):
        """dslc's vector class and number type for Numba's vector type."""
        return getattr(cuda, vty.name), getattr(dtypes, str(vty.base_type))

    def test_basic(self):
        kernel = make_basic(self.ncuda)
        res = np.zeros(6, dtype=np.float64)
        numba_res = res.copy()
        self.ncuda.jit("void(float64[:])")(kernel)[1, 1](numba_res)
        for cu in (self.ncuda, cuda):
            dslc_res = res.copy()
            cuda.jit("void(float64[:])")(make_basic(cu))[1, 1](dslc_res)
            np.testing.assert_array_equal(dslc_res, numba_res)
        np.testing.assert_array_equal(numba_res, [1.0, 3.0, 5.0, 7.0, 10, 11])

    def test_creation_readout(self):
        for vty in self.vector_types.values():
            with self.subTest(vty=vty.name):
                n = vty.num_elements
                kernel = make_kernel(vty.user_facing_object, vty.base_type, n)
                own = make_kernel(*self.dslc_objects(vty), n)
                numba_arrays, results = self.run_both(kernel, 1, 1, np.zeros(n),
                                                      dslc_kernels=(own,))
                self.assert_all_same(numba_arrays, results)
                np.testing.assert_array_equal(numba_arrays[0], np.arange(n))

    def test_fancy_creation_readout(self):
        for vty in self.vector_types.values():
            with self.subTest(vty=vty.name):
                prefix = vty.name[:-1]
                numba_classes = [getattr(self.ncuda, prefix + str(k)) for k in range(1, 5)]
                dslc_classes = [getattr(cuda, prefix + str(k)) for k in range(1, 5)]
                own_base = self.dslc_objects(vty)[1]
                kernel = make_fancy_creation_kernel(*numba_classes, vty.base_type)
                own = make_fancy_creation_kernel(*dslc_classes, own_base)
                res = np.zeros(len(FANCY_EXPECTED))
                numba_arrays, results = self.run_both(kernel, 1, 1, res, dslc_kernels=(own,))
                self.assert_all_same(numba_arrays, results)
                np.testing.assert_array_equal(numba_arrays[0], FANCY_EXPECTED)

    def test_c_names_construct_the_same_types(self):
        for vty in self.vector_types.values():
            for alias in vty.user_facing_object.aliases:
                with self.subTest(vty=vty.name, alias=alias):
                    n = vty.num_elements
                    kernel = make_kernel(getattr(self.ncuda, alias), vty.base_type, n)
                    own = make_kernel(getattr(cuda, alias), self.dslc_objects(vty)[1], n)
                    numba_arrays, results = self.run_both(kernel, 1, 1, np.zeros(n),
                                                          dslc_kernels=(own,))
                    self.assert_all_same(numba_arrays, results)

    def test_device_functions_variables_and_tuples(self):
        rng = np.random.default_rng(5)
        x = rng.standard_normal(300).astype(np.float32)
        n = rng.integers(-50, 50, 300).astype(np.int32)
        out = np.zeros((300, 9), dtype=np.float32)
        numba_arrays = [out.copy(), x, n]
        self.ncuda.jit(make_device_functions(self.ncuda))[2, 256](*numba_arrays)
        for cu in (self.ncuda, cuda):
            dslc_arrays = [out.copy(), x, n]
            cuda.jit(make_device_functions(cu))[2, 256](*dslc_arrays)
            np.testing.assert_array_equal(dslc_arrays[0], numba_arrays[0])

    def test_numbers_convert_to_the_element_type(self):
        f = np.array([0.0, 1.75, -2.5, 100.9, -3000.5, 7.25, 1e4, -0.75], dtype=np.float64)
        k = np.array([0, 1, 255, 256, 300, -1, 70000, 3], dtype=np.int64)
        out = np.zeros((8, 9), dtype=np.float64)
        numba_arrays = [out.copy(), f, k]
        self.ncuda.jit(make_conversions(self.ncuda))[1, 32](*numba_arrays)
        for cu in (self.ncuda, cuda):
            dslc_arrays = [out.copy(), f, k]
            cuda.jit(make_conversions(cu))[1, 32](*dslc_arrays)
            np.testing.assert_array_equal(dslc_arrays[0], numba_arrays[0])


class NumbaVectorNamesTest(unittest.TestCase):
    """No GPU needed: dslc.cuda has Numba's names, aliases the same objects."""

    def test_names_and_aliases_are_numbas(self):
        numba = _numba()
        if numba is None:
            self.skipTest("Numba is not installed")
        numba_cuda, vector_types = numba
        for vty in vector_types.values():
            ours = getattr(cuda, vty.name)
            self.assertEqual(ours.aliases, list(vty.user_facing_object.aliases))
            for alias in vty.user_facing_object.aliases:
                self.assertIs(getattr(cuda, alias), ours)
                self.assertIs(getattr(numba_cuda, alias), vty.user_facing_object)


if __name__ == "__main__":
    unittest.main()
