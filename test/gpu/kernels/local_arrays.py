"""Local (per-thread) arrays."""
from numba import cuda, float64, int64

TAPS = 8


# A per-thread 8-tap moving window over a row: the window lives in a local
# array indexed with run-time indices.
@cuda.jit
def window_sums(a, out):
    i = cuda.grid(1)
    if i >= out.shape[0]:
        return
    window = cuda.local.array(TAPS, float64)
    for k in range(TAPS):
        window[k] = a[i + k] * (k + 1)
    total = 0.0
    for k in range(TAPS):
        total += window[(k + i) % TAPS]
    out[i] = total


# Digits of a number in base 10, reversed through a 2-D local array.
@cuda.jit
def reversed_digits(a, out):
    i = cuda.grid(1)
    if i >= a.shape[0]:
        return
    digits = cuda.local.array((2, 20), int64)
    x = a[i]
    n = 0
    while x > 0:
        digits[0, n] = x % 10
        x //= 10
        n += 1
    r = 0
    for k in range(n):
        digits[1, k] = digits[0, k]
        r = r * 10 + digits[1, k]
    out[i] = r
