"""Kernels that test_numba_parity.py compiles with both Numba and dslc, on
the same inputs, to compare their results. Written as Numba users write
them (`from numba import cuda`): imported only where Numba is installed."""

import math
from cmath import infj, nanj

import numba
import numpy as np
from numba import cuda
from numba.cuda.random import (xoroshiro128p_jump, xoroshiro128p_next,
                               xoroshiro128p_normal_float32, xoroshiro128p_normal_float64,
                               xoroshiro128p_uniform_float32, xoroshiro128p_uniform_float64)

TABLE = np.array([[1.5, -2.0, 3.25], [4.0, 0.5, -6.75]], dtype=np.float64)
ROTATION = 0.6 + 0.8j
HALF_TURN = np.complex64(-1 + 0j)


def math_pairs(out, exponents, x):
    i = cuda.grid(1)
    if i < x.size:
        fraction, integer = math.modf(x[i])
        mantissa, exponent = math.frexp(x[i])
        out[i, 0] = fraction
        out[i, 1] = integer
        out[i, 2] = mantissa
        exponents[i] = exponent
        out[i, 3] = math.ldexp(mantissa, exponent + 1)
        out[i, 4] = math.remainder(x[i], 0.75)
        out[i, 5] = math.nextafter(x[i], 0.0)


def bit_counts(out, a):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = a[i].bit_count()


class BadValue(Exception):
    pass


@cuda.jit(device=True)
def halve_even(x):
    if x % 2 != 0:
        raise ValueError("odd")
    return x // 2


def raise_and_assert(out, a):
    # Threads that raise, or whose assert fails, end there: out keeps its
    # value for them.
    i = cuda.grid(1)
    assert i < 600, "too many threads"
    if i < a.size:
        if a[i] == 7:
            raise BadValue
        out[i] = halve_even(a[i])


def stores_before_the_end(out, z, w, a):
    # A thread that ends keeps what it stored before: a raise, and a complex
    # division by zero (Numba's ZeroDivisionError), after a store that the
    # thread overwrites when it goes on.
    i = cuda.grid(1)
    if i < a.size:
        out[i] = 1
        if a[i] == 7:
            raise BadValue
        out[i] = 2
        z[i] = 3j
        z[i] = z[i] / w[i]


def complex_arithmetic(out, z, w, x):
    i = cuda.grid(1)
    if i < z.size:
        a = z[i]
        b = w[i]
        out[i, 0] = a + b * 2.5
        out[i, 1] = a * b - x[i]
        out[i, 2] = a / b
        out[i, 3] = -a.conjugate() + 1j
        out[i, 4] = complex(abs(a), a.imag + b.real)
        out[i, 5] = complex(x[i], 1.0) if a != b else 0j


def complex_powers(out, z, w):
    i = cuda.grid(1)
    if i < z.size:
        out[i, 0] = z[i] ** w[i]
        out[i, 1] = pow(z[i], 2)
        out[i, 2] = z[i] ** 0.5
        v = z[i]
        v **= -1
        out[i, 3] = v


def complex_scalars(out, z):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = z * i + out[i]


def select(out, a, b, f):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = cuda.selp(f[i] > 0.5, a[i], b[i])


def spellings(out, x):
    t = cuda.local.array(4, dtype="float64")
    s = cuda.shared.array(8, "f4")
    i = cuda.grid(1)
    if i < x.size:
        t[0] = x[i]
        s[cuda.threadIdx.x % 8] = x[i]
        out[i] = t[0] + s[cuda.threadIdx.x % 8]


def cache_hints(out, a, m):
    i = cuda.grid(1)
    if i < a.size:
        x = cuda.ldcg(a, i) + cuda.ldca(a, i) + cuda.ldcs(a, i) + cuda.ldlu(a, i) + cuda.ldcv(a, i)
        cuda.stcg(out, i, x)
        cuda.stcs(out, (i + 1) % out.size, cuda.ldcg(out, i) * 2)
        cuda.stwb(m, (i % 4, 1), cuda.ldcg(m, (i % 4, 0)))
        cuda.stwt(m, (i % 4, 2), 7)


def fp16_arithmetic(out, flags, a, b):
    i = cuda.grid(1)
    if i < a.size:
        out[i, 0] = cuda.fp16.hadd(a[i], b[i])
        out[i, 1] = cuda.fp16.hsub(a[i], b[i])
        out[i, 2] = cuda.fp16.hmul(a[i], b[i])
        out[i, 3] = cuda.fp16.hfma(a[i], b[i], a[i])
        out[i, 4] = cuda.fp16.hmax(a[i], b[i])
        out[i, 5] = cuda.fp16.hmin(a[i], b[i])
        out[i, 6] = cuda.fp16.hneg(a[i])
        out[i, 7] = cuda.fp16.habs(a[i])
        out[i, 8] = cuda.fp16.hceil(a[i])
        out[i, 9] = cuda.fp16.hfloor(a[i])
        out[i, 10] = cuda.fp16.htrunc(a[i])
        out[i, 11] = cuda.fp16.hrint(a[i])
        flags[i, 0] = cuda.fp16.heq(a[i], b[i])
        flags[i, 1] = cuda.fp16.hne(a[i], b[i])
        flags[i, 2] = cuda.fp16.hge(a[i], b[i])
        flags[i, 3] = cuda.fp16.hgt(a[i], b[i])
        flags[i, 4] = cuda.fp16.hle(a[i], b[i])
        flags[i, 5] = cuda.fp16.hlt(a[i], b[i])


def fp16_functions(out, a, b):
    i = cuda.grid(1)
    if i < a.size:
        out[i, 0] = cuda.fp16.hdiv(a[i], b[i])
        out[i, 1] = cuda.fp16.hsin(a[i])
        out[i, 2] = cuda.fp16.hcos(a[i])
        out[i, 3] = cuda.fp16.hexp(a[i])
        out[i, 4] = cuda.fp16.hexp2(a[i])
        out[i, 5] = cuda.fp16.hexp10(a[i])
        out[i, 6] = cuda.fp16.hlog(b[i])
        out[i, 7] = cuda.fp16.hlog2(b[i])
        out[i, 8] = cuda.fp16.hlog10(b[i])
        out[i, 9] = cuda.fp16.hsqrt(b[i])
        out[i, 10] = cuda.fp16.hrsqrt(b[i])
        out[i, 11] = cuda.fp16.hrcp(b[i])


def round_digits(out, x, n):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = round(x[i], n)


def brev(out, c):
    out[0] = cuda.brev(c)


def const_memory(out):
    c = cuda.const.array_like(TABLE)
    i = cuda.grid(1)
    if i < out.size:
        out[i] = c[i % 2, i % 3] * 2


def complex_globals(out, z):
    i = cuda.grid(1)
    if i < z.size:
        out[i, 0] = z[i] * ROTATION
        out[i, 1] = z[i] * HALF_TURN
        out[i, 2] = infj if z[i].real > 0 else nanj


def tuple_value_index(res, old, ary, fill_val):
    # numba-cuda's atomic_cas_2dim: the grid's index tuple indexes arrays.
    gid = cuda.grid(2)
    if gid[0] < ary.shape[0] and gid[1] < ary.shape[1]:
        out = cuda.atomic.cas(res, gid, fill_val, ary[gid])
        old[gid] = out


def enumerate_zip(out, a, b):
    total = 0.0
    for i, x in enumerate(a):
        total += i * x
    for x, y in zip(a, b):
        total += x * y
    for i, (x, y) in enumerate(zip(a, range(3, 100, 2)), 10):
        total += i + x + y
    t = (1.0, 2.5, 3.0)  # Numba iterates tuples of one type only
    for j, v in enumerate(t, 5):  # Numba takes no keyword `start`
        total += j * v
    for x, y, z in zip(range(10, 0, -3), t, b):
        total += x + y + z
    out[0] = total


@cuda.jit(device=True)
def cast_to_int(num):
    return int(num)


@cuda.jit(device=True)
def binary_1dim_shared(ary, idx, op2, ary_dtype, nelements, binop_func, cast_func, initial,
                       neg_idx):
    tid = cuda.threadIdx.x
    sm = cuda.shared.array(nelements, ary_dtype)
    sm[tid] = initial
    cuda.syncthreads()
    bin = cast_func(idx[tid] % nelements)
    if neg_idx:
        bin = bin % nelements
    binop_func(sm, bin, op2)
    cuda.syncthreads()
    ary[tid] = sm[tid]


def atomics_through_device_functions(ary, idx):
    binary_1dim_shared(ary, idx, 1, np.uint32, 32, cuda.atomic.add, cast_to_int, 0, False)


@cuda.jit(device=True)
def row_sum(row):
    total = 0.0
    for j in range(row.size):
        total += row[j]
    return total


def view_rows_and_columns(out, m):
    # A row (C-contiguous view), a column (strided view) and a row passed to
    # a device function; writes through a view reach the array.
    i = cuda.grid(1)
    if i < m.shape[0]:
        row = m[i, :]
        out[i, 0] = row_sum(row)
        col = m[:, i % m.shape[1]]
        out[i, 1] = col[i]
        r = m[i]
        r[0] = r[0] + 1.0
        out[i, 2] = m[i, 0]


def view_slices(out, a, lo, hi, step):
    # Python's slice rules: negative bounds, clamping, negative steps.
    v = a[lo:hi:step]
    out[0] = v.size
    for k in range(v.size):
        out[k + 1] = v[k]


@cuda.jit(device=True)
def put_view(out, n, v):
    out[n] = v.size
    for k in range(v.size):
        out[n + 1 + k] = v[k]
    return n + 1 + v.size


def view_fixed_slices(out, a):
    n = put_view(out, 0, a[1:])
    n = put_view(out, n, a[:5])
    n = put_view(out, n, a[::2])
    n = put_view(out, n, a[::-1])
    n = put_view(out, n, a[-3:])
    n = put_view(out, n, a[2:-2:3])
    n = put_view(out, n, a[100:])
    n = put_view(out, n, a[-100:2])
    n = put_view(out, n, a[8:2:-2])
    put_view(out, n, a[1:][::2][1:])


def view_atomic(out, a):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.add(out[i % 4:], 0, a[i])


def view_transpose_reshape(out, m, flat):
    i = cuda.grid(1)
    t = m.T
    if i < t.shape[0]:
        for j in range(t.shape[1]):
            out[i, j] = t[i, j]
    g = flat.reshape(4, -1)
    if i < g.shape[0]:
        g[i, 0] = i * 10.0


def view_dtype(out, a):
    words = a.view(np.uint32)
    i = cuda.grid(1)
    if i < words.size:
        out[i] = words[i]


def view_shared(out, a):
    s = cuda.shared.array((4, 32), dtype=np.float32)
    t = cuda.threadIdx.x
    s[t // 32, t % 32] = a[t]
    cuda.syncthreads()
    row = s[t // 32]
    tail = row[t % 32:]
    out[t] = tail.size + row[::-1][t % 32]


def print_values(a, x, flag, small):
    i = cuda.grid(1)
    if i < a.size:
        print("item", i, a[i], x, a[i] * x, flag, i % 2 == 0, small, -small, cuda.threadIdx)
        print((i, (x, small)), (flag,))
    if i == 0:
        print()
        print(i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i,
              i, i, i, i, i, i)


def record_fields(ary, out):
    i = cuda.grid(1)
    if i < ary.size:
        r = ary[i]
        out[i] = r.a + r["b"]
        r.b = i * 3
        r.c = r.c * 2j
        r.d[i % 5] = 9
        ary[i]["a"] += 0.5


def record_copy(ary, i, j):
    ary[i] = ary[j]


def record_complex_parts(ary, out):
    # `ary` has a complex128[2] field at byte 8 and a complex64 at byte 40
    # of 48: each complex element is aligned as its parts only.
    i = cuda.grid(1)
    if i < ary.size:
        ary[i].f1[0] = ary[i].f1[1] * (2 - 1j)
        ary[i].f2 = ary[i].f2 + ary[i].f1[0]
        out[i] = ary[i].f1[0] + ary[i].f2


def complex_scale(z, factor):
    # `z` may be a view of a complex field of a record array.
    i = cuda.grid(1)
    if i < z.size:
        z[i] = z[i] * factor


def record_scalar(r, v, out):
    r.a = v
    r.b += 1
    r.d[0] = 5
    out[0] = r.c.imag


def record_nested_2d(r, out):
    for a in range(3):
        for b in range(2):
            out[a, b] = r.j[a, b]
    r.i = 3
    r.j[1, 1] = 7.5


def unary_in_own_width(out, a):
    i = cuda.grid(1)
    if i < a.size:
        out[i, 0] = -a[i]
        out[i, 1] = ~a[i]
        out[i, 2] = +a[i]


def random_draws(states, uniform32, uniform64, normal32, normal64, raw):
    i = cuda.grid(1)
    if i < uniform32.shape[0]:
        for k in range(uniform32.shape[1]):
            uniform32[i, k] = xoroshiro128p_uniform_float32(states, i)
            uniform64[i, k] = xoroshiro128p_uniform_float64(states, i)
            normal32[i, k] = xoroshiro128p_normal_float32(states, i)
            normal64[i, k] = xoroshiro128p_normal_float64(states, i)
            raw[i, k] = xoroshiro128p_next(states, i)
        xoroshiro128p_jump(states, i)


def record_nested_assign(index, src, dest):
    dest["user1"] = src[index]["user"]
    dest["array1"] = src[index]["array"]


def _add(a, b):
    return a + b


add_int_only = cuda.jit(["(int64, int64)"], device=True)(_add)
add_int_or_float = cuda.jit(["(int64, int64)", "(float64, float64)"], device=True)(_add)


def eager_device_calls(r, x, y):
    r[0] = add_int_only(x, y)
    r[1] = add_int_or_float(x, y)


# Recursion (numba-cuda's recursion_usecases), and Numba CPU functions
# called from a kernel.
@cuda.jit("i8(i8)", device=True)
def _fib_declared(n):
    if n < 2:
        return n
    return _fib_declared(n - 1) + _fib_declared(n - 2)


@cuda.jit(device=True)
def _fib_inferred(n):
    if n < 2:
        return n
    return _fib_inferred(n - 1) + _fib_inferred(n - 2)


@cuda.jit(device=True)
def _type_change_self(x, y):
    if x > 1 and y > 0:
        return x + _type_change_self(x - y, y)
    else:
        return y


@numba.njit
def _cpu_scale(x, s):
    return x * s + 1


def recursion_and_cpu_functions(r, x):
    i = cuda.grid(1)
    if i < x.size:
        r[i, 0] = _fib_declared(x[i])
        r[i, 1] = _fib_inferred(x[i])
        r[i, 2] = _cpu_scale(x[i], 2.5)


# Numba cannot compile this one yet (its test is skipped: "needs
# insert_unresolved_ref support in target"): compared with Python.
def type_change_recursion(r, x, y):
    r[0] = _type_change_self(x[0], y[0])
