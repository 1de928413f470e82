# Kernels with bugs, for debug mode (debug_test.cpp, cli_test.cpp): each
# fails a check when its last argument says so, and works otherwise.
# `unchecked_divide` and `unchecked_raise` have the same bugs without
# debug=True: they must not report.
from numba import cuda


@cuda.jit(device=True)
def element(a, i):
    return a[i]


@cuda.jit(debug=True)
def shifted(out, a, k):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i + k]


@cuda.jit(debug=True)
def second_axis(out, m, k):
    i, j = cuda.grid(2)
    if i < m.shape[0] and j < m.shape[1]:
        out[i, j] = m[i, j + k]


@cuda.jit(debug=True)
def divide(out, a, d):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] // d


@cuda.jit(debug=True)
def raising(out, k):
    i = cuda.grid(1)
    if i == k:
        raise ValueError("bad element")
    if i < out.size:
        out[i] = i


@cuda.jit(debug=True)
def asserting(out, k):
    i = cuda.grid(1)
    assert i != k, "hit k"
    if i < out.size:
        out[i] = i


@cuda.jit(debug=True)
def in_device(out, a, k):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = element(a, i + k)


@cuda.jit
def unchecked_divide(out, a, d):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] // d


@cuda.jit
def unchecked_raise(out, k):
    i = cuda.grid(1)
    if i == k:
        raise ValueError("bad element")
    if i < out.size:
        out[i] = i
