"""Generated values: an expression's text, its Numba type, and for integers
and bools the interval its value lies in (exact arithmetic), which is how
the generator keeps signed 64-bit arithmetic from overflowing: Numba marks
signed +, - and * `nsw`, so LLVM may assume they never overflow, and a
program whose int64 arithmetic overflows has no defined result there.
Intervals of values converted to a narrower or unsigned type wrap to the
whole range of that type."""
from numba_types import is_int, is_signed, type_range

INT64 = type_range("int64")


class Val:
    __slots__ = ("text", "type", "lo", "hi", "const")

    def __init__(self, text, type_, lo=None, hi=None, const=False):
        # const: a literal, which Numba folds with Python's unbounded
        # integers (so `1 << 70` is a typing error there, not a wrap).
        self.text, self.type, self.const = text, type_, const
        if type_ == "bool" and lo is None:
            lo, hi = 0, 1
        if is_int(type_) and lo is None:
            lo, hi = type_range(type_)
        self.lo, self.hi = lo, hi

    @property
    def ranged(self):
        return self.lo is not None

    def __repr__(self):
        return "Val(%s: %s [%s, %s])" % (self.text, self.type, self.lo, self.hi)


def converted(lo, hi, to):
    """The interval of a value in [lo, hi] converted to integer type `to`."""
    tlo, thi = type_range(to)
    if lo is None or lo < tlo or hi > thi:
        return tlo, thi
    return lo, hi


def fits(lo, hi, t):
    tlo, thi = type_range(t)
    return tlo <= lo and hi <= thi


def product_bounds(a, b):
    ps = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]]
    return min(ps), max(ps)


def arith_interval(op, a, b, result):
    """Exact interval of `a op b` computed in `result` (an integer type) with
    operands converted to it, or None for an op whose operands may overflow
    a signed result (the caller narrows them). Unsigned results wrap."""
    alo, ahi = converted(a.lo, a.hi, result)
    blo, bhi = converted(b.lo, b.hi, result)
    if op == "+":
        lo, hi = alo + blo, ahi + bhi
    elif op == "-":
        lo, hi = alo - bhi, ahi - blo
    elif op == "*":
        lo, hi = product_bounds((alo, ahi), (blo, bhi))
    else:
        raise ValueError(op)
    if fits(lo, hi, result):
        return lo, hi
    if is_signed(result):
        return None
    return type_range(result)


def abs_max(v):
    return max(abs(v.lo), abs(v.hi))
