"""Tuples and namedtuples as kernel arguments give the same results with
Numba and with dslc: numba-cuda's test_array_args tuple kernels, a kernel
that indexes with a shape tuple, nested and mixed tuples, namedtuples with
array members, tuples passed on to device functions and an eager tuple
signature, each run by both on deep copies of the same arguments and
compared exactly (arrays inside the tuples included). Skipped without a GPU
or Numba."""

import copy
import unittest
from collections import namedtuple

import numpy as np

from dslc import cuda
from support import needs_gpu, numba_cuda

Point = namedtuple("Point", ("x", "y"))
Sphere = namedtuple("Sphere", ("x", "y", "r"))
Grid = namedtuple("Grid", ("data", "scale", "shape"))


# numba-cuda's tests/cudapy/test_array_args.py
def unituple(r, x):
    r[0] = x[0]
    r[1] = x[1]
    r[2] = x[2]


def mixed_tuple(r1, r2, x):
    r1[0] = x[0]
    r1[1] = x[1]
    r1[2] = x[2]
    r2[0] = x[3]
    r2[1] = x[4]
    r2[2] = x[5]


def named_unituple(r, x):
    r[0] = x.x
    r[1] = x.y


def named_tuple(r1, r2, x):
    r1[0] = x.x
    r1[1] = x.y
    r2[0] = x.r


def empty_tuple(r, x):
    r[0] = len(x)


def tuple_of_empty_tuples(r, x):
    r[0] = len(x)
    r[1] = len(x[0])


def tuple_of_tuples(r, x):
    r[0] = len(x)
    r[1] = len(x[0])
    r[2] = len(x[1])
    r[3] = len(x[2])
    r[4] = x[1][0]
    r[5] = x[1][1]
    r[6] = x[2][0]
    r[7] = x[2][1]
    r[8] = x[2][2]


def tuple_of_tuples_and_scalars(r, x):
    r[0] = len(x)
    r[1] = len(x[0])
    r[2] = x[0][0]
    r[3] = x[0][1]
    r[4] = x[0][2]
    r[5] = x[1]


# (Kernels here use no `cuda.` name: both compilers read the same functions,
# and Numba's must see its own module there; one thread loops instead.)
def tuple_of_arrays(x):
    for i in range(len(x[0])):
        x[0][i] = x[1][i] + x[2][i]


def tuple_of_array_scalar_tuple(r, x):
    r[0] = x[0][0]
    r[1] = x[0][1]
    r[2] = x[1]
    r[3] = x[2][0]
    r[4] = x[2][1]


# numba-cuda's tests/cudapy/test_array.py array_reshape2d/3d: the shape
# tuple is a run-time argument.
def reshape2d(arr, newshape, got):
    y = arr.reshape(newshape)
    for i in range(y.shape[0]):
        for j in range(y.shape[1]):
            got[i, j] = y[i, j]


def reshape3d(arr, newshape, got):
    y = arr.reshape(newshape)
    for i in range(y.shape[0]):
        for j in range(y.shape[1]):
            for k in range(y.shape[2]):
                got[i, j, k] = y[i, j, k]


# A shape tuple read element by element: the reshape done by hand.
def by_shape(arr, shape, got):
    rows, cols = shape
    for i in range(rows):
        for j in range(cols):
            got[i, j] = arr[i * cols + j]


# numba-cuda's test_analysis.py test_tuple_len: Numba prunes the arm whose
# `len` test fails, so `tup[2]` of a pair is never typed.
def tuple_len(tup, res):
    if len(tup) == 3:
        if tup[2] == 2:
            res[0] = 1
    else:
        res[0] = 0


# numba-cuda's test_ssa.py test_issue5493_unneeded_phi, with its two global
# arrays as arguments.
def issue5493(res, m, n, data, A, B):
    if len(data) == 1:
        v0 = data[0]
    else:
        v0 = data[0]
        for _ in range(1, len(data)):
            v0[0] += A[0]

    for t in range(1, m):
        for idx in range(n):
            t = B

            if idx == 0:
                if idx == n - 1:
                    pass
                else:
                    res[0] = t[0]
            else:
                if idx == n - 1:
                    pass
                else:
                    res[0] += t[0]


def nested_mixed(r, x):
    a, (b, flag), (c, (d, e)) = x
    # Numba iterates a tuple of mixed types only through literal_unroll.
    total = b[0] + b[1] + b[2]
    if flag:
        total += c[0, 1] + d + e
    r[0] = total + a[1]
    r[1] = len(x) + len(x[1][0]) + len(x[2][1])


def grid_member(g, out):
    rows, cols = g.shape
    for i in range(rows * cols):
        out[i] = g.data[i // cols, i % cols] * g.scale + g[1]


def complex_and_bools(r, x):
    z, w, flags = x
    r[0] = (z * w).real
    r[1] = (z * w).imag
    r[2] = flags[0] + 2 * flags[1] + 4 * flags[2]


_norm = None  # a device function of each compiler, made in setUp


def norm_sum(p):
    return abs(p.x) + abs(p.y) + p[0] * p[1]


def call_device(r, p, q):
    r[0] = _norm(p)
    r[1] = _norm(q)


@needs_gpu
class TupleArgumentParityTest(unittest.TestCase):
    def setUp(self):
        self.ncuda = numba_cuda()
        if self.ncuda is None:
            self.skipTest("Numba is not installed")

    def both(self, function, *args, grid=(1, 1), signature=None):
        """The arguments after Numba's launch and after dslc's, on deep copies."""
        numba_args, dslc_args = copy.deepcopy(args), copy.deepcopy(args)
        numba_jit = self.ncuda.jit(signature) if signature else self.ncuda.jit
        dslc_jit = cuda.jit(signature) if signature else cuda.jit
        numba_jit(function)[grid](*numba_args)
        dslc_jit(function)[grid](*dslc_args)
        return numba_args, dslc_args

    def assert_same(self, function, *args, **kwargs):
        numba_args, dslc_args = self.both(function, *args, **kwargs)
        self.assert_equal_values(numba_args, dslc_args)
        return dslc_args

    def assert_equal_values(self, want, got):
        if isinstance(want, np.ndarray):
            self.assertEqual(got.dtype, want.dtype)
            np.testing.assert_array_equal(got, want)
        elif isinstance(want, tuple):
            self.assertEqual(len(got), len(want))
            for w, g in zip(want, got):
                self.assert_equal_values(w, g)

    def test_unituple(self):
        got = self.assert_same(unituple, np.zeros(3, dtype=np.int64), (1, 2, 3))
        np.testing.assert_array_equal(got[0], [1, 2, 3])

    def test_tuple(self):
        self.assert_same(mixed_tuple, np.zeros(3, dtype=np.int64), np.zeros(3),
                         (1, 2, 3, 4.5, 5.5, 6.5))

    def test_namedunituple(self):
        got = self.assert_same(named_unituple, np.zeros(2, dtype=np.int64), Point(1, 2))
        np.testing.assert_array_equal(got[0], [1, 2])

    def test_namedtuple(self):
        self.assert_same(named_tuple, np.zeros(2, dtype=np.int64), np.zeros(1),
                         Sphere(1, 2, 2.236))

    def test_empty_tuple(self):
        got = self.assert_same(empty_tuple, np.ones(1, dtype=np.int64), ())
        self.assertEqual(got[0][0], 0)

    def test_tuple_of_empty_tuples(self):
        self.assert_same(tuple_of_empty_tuples, np.ones(2, dtype=np.int64), ((), (), ()))

    def test_tuple_of_tuples(self):
        got = self.assert_same(tuple_of_tuples, np.ones(9, dtype=np.int64),
                               ((), (5, 6), (8, 9, 10)))
        np.testing.assert_array_equal(got[0], [3, 0, 2, 3, 5, 6, 8, 9, 10])

    def test_tuple_of_tuples_and_scalars(self):
        self.assert_same(tuple_of_tuples_and_scalars, np.ones(9, dtype=np.int64), ((6, 5, 4), 7))

    def test_tuple_of_arrays(self):
        x0 = np.zeros(10)
        x1 = np.ones_like(x0)
        got = self.assert_same(tuple_of_arrays, (x0, x1, x1 * 3))
        np.testing.assert_array_equal(got[0][0], np.full(10, 4.0))  # copied back

    def test_tuple_of_device_arrays(self):
        x = tuple(cuda.to_device(np.arange(10.0) * k) for k in (0, 1, 3))
        cuda.jit(tuple_of_arrays)[1, 1](x)
        np.testing.assert_array_equal(x[0].copy_to_host(), np.arange(10.0) * 4)

    def test_tuple_of_array_scalar_tuple(self):
        z = np.arange(2, dtype=np.int64)
        got = self.assert_same(tuple_of_array_scalar_tuple, np.zeros(5, dtype=np.int64),
                               (2 * z, 10, (4, 3)))
        np.testing.assert_array_equal(got[0], [0, 2, 10, 4, 3])

    def test_reshape_with_a_shape_tuple(self):
        arr = np.arange(24)
        self.assert_same(reshape2d, arr, (4, 6), np.zeros((4, 6), dtype=arr.dtype))
        self.assert_same(reshape3d, arr, (8, 1, 3), np.zeros((8, 1, 3), dtype=arr.dtype))

    def test_shape_tuple_read_by_hand(self):
        arr = np.arange(24)
        for shape in ((4, 6), (8, 3), (24, 1)):
            got = self.assert_same(by_shape, arr, shape, np.zeros(shape, dtype=arr.dtype))
            np.testing.assert_array_equal(got[2], arr.reshape(shape))

    def test_tuple_len(self):
        self.assert_same(tuple_len, (1, 2, 3), np.full(1, -1, dtype=np.int64))

    def test_tuple_len_prunes_the_dead_arm(self):
        self.assert_same(tuple_len, (1, 2), np.full(1, -1, dtype=np.int64))

    def test_issue5493_unneeded_phi(self):
        self.assert_same(issue5493, np.zeros(1), 10, 10, (np.ones(2), np.ones(2)), np.ones(1),
                         np.ones(1))

    def test_nested_and_mixed(self):
        x = (np.arange(3.0), ((1, 2.5, np.float32(4)), True),
             (np.arange(6.0).reshape(2, 3), (np.int16(7), 0.25)))
        self.assert_same(nested_mixed, np.zeros(2), x)
        x = (x[0], (x[1][0], False), x[2])
        self.assert_same(nested_mixed, np.zeros(2), x)

    def test_namedtuple_with_array_members(self):
        g = Grid(np.arange(12.0).reshape(3, 4).T, 2.0, (4, 3))  # an F-ordered member
        self.assert_same(grid_member, g, np.zeros(12))

    def test_complex_and_bool_members(self):
        self.assert_same(complex_and_bools, np.zeros(3), (1 + 2j, np.complex64(3 - 1j),
                                                          (True, False, True)))

    def test_tuples_passed_to_device_functions(self):
        global _norm
        _norm = self.ncuda.jit(device=True)(norm_sum)
        numba_r = np.zeros(2)
        self.ncuda.jit(call_device)[1, 1](numba_r, Point(-1.5, 2), Point(3, -4))
        _norm = cuda.jit(device=True)(norm_sum)
        dslc_r = np.zeros(2)
        cuda.jit(call_device)[1, 1](dslc_r, Point(-1.5, 2), Point(3, -4))
        np.testing.assert_array_equal(dslc_r, numba_r)

    def test_eager_tuple_signature_converts_members(self):
        sig = "void(int64[::1], UniTuple(int32, 3))"
        got = self.assert_same(unituple, np.zeros(3, dtype=np.int64), (1, 2, 2 ** 33 + 3),
                               signature=sig)
        np.testing.assert_array_equal(got[0], [1, 2, 3])  # wrapped to int32, as Numba does


if __name__ == "__main__":
    unittest.main()
