"""Comparing one array as two configurations left it: integers and bools
exactly; floats with NaN where NaN is, infinities equal, and finite values
within a tolerance relative to max(1, |a|, |b|) (fused multiply-adds may
round differently)."""
import numpy as np

TOLERANCE = {"float16": 1e-2, "float32": 1e-4, "float64": 1e-9,
             "complex64": 1e-4, "complex128": 1e-9}


def float_bad(a, b, tolerance):
    """The elements of float arrays a and b that differ, and the largest
    relative error of the finite ones."""
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    nan_a, nan_b = np.isnan(a64), np.isnan(b64)
    bad = nan_a != nan_b
    inf = np.isinf(a64) | np.isinf(b64)
    bad |= inf & ~(nan_a | nan_b) & (a64 != b64)
    fin = ~(nan_a | nan_b | inf)
    with np.errstate(all="ignore"):
        rel = np.abs(a64 - b64) / np.maximum(1.0, np.maximum(np.abs(a64), np.abs(b64)))
    bad |= fin & (rel > tolerance)
    return bad, float(np.max(rel[fin])) if fin.any() else 0.0


def differ(a, b, dtype):
    """(count, first indices, max relative error or None) of the elements of
    `a` and `b` that differ."""
    if a.shape != b.shape:
        return -1, [], None
    if dtype not in TOLERANCE:
        bad, mre = a != b, None
    elif dtype.startswith("complex"):
        bad_re, mre_re = float_bad(a.real, b.real, TOLERANCE[dtype])
        bad_im, mre_im = float_bad(a.imag, b.imag, TOLERANCE[dtype])
        bad, mre = bad_re | bad_im, max(mre_re, mre_im)
    else:
        bad, mre = float_bad(a, b, TOLERANCE[dtype])
    count = int(bad.sum())
    first = [tuple(int(x) for x in i) for i in np.argwhere(bad)[:5]]
    return count, first, mre
