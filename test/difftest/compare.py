"""Comparing one array as two configurations left it: integers and bools
exactly; floats with NaN where NaN is, infinities equal, and finite values
within a tolerance relative to max(1, |a|, |b|) (fused multiply-adds may
round differently); records field by field."""
import numpy as np

import inputs

TOLERANCE = {"float16": 1e-2, "float32": 1e-4, "float64": 1e-9,
             "complex64": 1e-4, "complex128": 1e-9}


def float_bad(a, b, tolerance, scale=None):
    """The elements of float arrays a and b that differ, and the largest
    relative error of the finite ones (relative to max(1, |a|, |b|, scale))."""
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    nan_a, nan_b = np.isnan(a64), np.isnan(b64)
    bad = nan_a != nan_b
    inf = np.isinf(a64) | np.isinf(b64)
    bad |= inf & ~(nan_a | nan_b) & (a64 != b64)
    fin = ~(nan_a | nan_b | inf)
    with np.errstate(all="ignore"):
        size = np.maximum(1.0, np.maximum(np.abs(a64), np.abs(b64)))
        if scale is not None:
            size = np.maximum(size, np.where(np.isfinite(scale), scale, 1.0))
        rel = np.abs(a64 - b64) / size
    bad |= fin & (rel > tolerance)
    return bad, float(np.max(rel[fin])) if fin.any() else 0.0


def differ(a, b, dtype):
    """(count, first indices, max relative error or None) of the elements of
    `a` and `b` that differ."""
    if a.shape != b.shape:
        return -1, [], None
    bad, mre = bad_elements(a, b, dtype)
    count = int(bad.sum())
    first = [tuple(int(x) for x in i) for i in np.argwhere(bad)[:5]]
    return count, first, mre


def bad_elements(a, b, dtype):
    """Which elements differ, and the largest relative error (None for
    exact dtypes). A record differs where any of its fields does (padding
    bytes are nobody's)."""
    if inputs.is_record(dtype):
        bad, errors = np.zeros(a.shape, dtype=bool), []
        for name, t, shape in dtype["record"]:
            field_bad, mre = bad_elements(a[name], b[name], t)
            bad |= field_bad.reshape(a.shape + (-1,)).any(axis=-1)
            errors += [] if mre is None else [mre]
        return bad, max(errors) if errors else None
    if dtype not in TOLERANCE:
        bad, mre = a != b, None
    elif dtype.startswith("complex"):
        # Each part within the tolerance of the larger magnitude: a fused
        # multiply-add in a product moves the small part by the large
        # part's rounding.
        scale = np.maximum(np.abs(a), np.abs(b)).astype(np.float64)
        bad_re, mre_re = float_bad(a.real, b.real, TOLERANCE[dtype], scale)
        bad_im, mre_im = float_bad(a.imag, b.imag, TOLERANCE[dtype], scale)
        bad, mre = bad_re | bad_im, max(mre_re, mre_im)
    else:
        bad, mre = float_bad(a, b, TOLERANCE[dtype])
    return bad, mre
