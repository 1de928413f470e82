"""Random typed expressions of the kernel dialect, each well-defined under
Numba's semantics: no signed 64-bit overflow (intervals, values.py), no
integer division by zero or INT64_MIN // -1, no shift by 64 or more, no
float-to-integer conversion of a value outside the target type (clamped
first), float `%` and `//` only of dividends whose quotient stays small
(Numba-CUDA's float remainder is `a - b * floor(a / b)`, wrong for large
quotients), and min/max of integers only of one signedness (else Numba
unifies them to float64)."""
import struct

import numba_types as nt
from values import Val, abs_max, arith_interval, converted

INT_LITERALS = [0, 1, 2, 3, 5, 7, 8, 15, 16, 31, 100, 255, 1000, 65535, 12345,
                -1, -2, -7, -8, -128, -1000, 2147483647, -2147483648, 4294967295,
                1099511627793, 6700417]
FLOAT_LITERALS = ["0.0", "0.5", "1.0", "-1.0", "1.5", "-2.25", "3.0", "0.1", "1e-3",
                  "-7.75", "100.0", "1e6", "0.3333", "2.0"]
# The types an explicit cast may give.
CAST_TYPES = list(nt.INTS) + ["float32", "float64"]
MATH1 = ["sqrt", "exp", "log", "sin", "cos", "tanh", "floor", "ceil", "trunc", "fabs",
         "atan", "log1p", "expm1", "erf", "sinh", "asinh", "cbrt_cuda"]
MATH2 = ["atan2", "hypot", "copysign", "fmod", "pow"]


def float32_within(x):
    """The largest float32 value not above x (x >= 0)."""
    f = struct.unpack("f", struct.pack("f", x))[0]
    if f > x:
        bits = struct.unpack("I", struct.pack("f", f))[0] - 1
        f = struct.unpack("f", struct.pack("I", bits))[0]
    return f


def lit_int(v):
    return "(%d)" % v if v < 0 else str(v)


class ExprGen:
    """Expressions over a scope: `leaves()` gives what may be read (variables,
    array elements, thread indices, scalar parameters)."""

    def __init__(self, rng, scope, features):
        self.r = rng
        self.scope = scope
        self.f = features

    # ------------------------------------------------------------------ entry
    def expr(self, want="any", depth=3):
        """A Val of the kind `want`: 'int', 'float', 'bool', 'real', 'any' or
        a type name (converted to it)."""
        if want in nt.ALL and want != "bool":
            return self.cast(self.expr("real", depth), want)
        r = self.r.random()
        if depth <= 0 or r < 0.2:
            return self.leaf(want)
        if want == "bool":
            return self.boolean(depth)
        if want == "int":
            return self.integer(depth)
        if want == "float":
            return self.floating(depth)
        pick = self.r.random()
        if want == "real":
            return self.integer(depth) if pick < 0.5 else self.floating(depth)
        if pick < 0.45:
            return self.integer(depth)
        if pick < 0.85:
            return self.floating(depth)
        return self.boolean(depth)

    # ----------------------------------------------------------------- leaves
    def leaf(self, want):
        choices = [v for v in self.scope.readable() if self.matches(v.type, want)]
        r = self.r.random()
        if choices and r < 0.7:
            return self.r.choice(choices)
        return self.literal(want)

    def matches(self, t, want):
        if want == "any":
            return True
        if want == "int":
            return nt.is_int(t)
        if want == "float":
            return t in ("float32", "float64")
        if want == "real":
            return nt.is_int(t) or t in ("float32", "float64")
        if want == "bool":
            return t == "bool"
        return t == want

    def literal(self, want):
        if want == "bool":
            return Val(self.r.choice(["True", "False"]), "bool")
        if want == "int" or (want in ("real", "any") and self.r.random() < 0.5):
            v = self.r.choice(INT_LITERALS)
            if self.r.random() < 0.3:
                t = self.r.choice(nt.INTS)
                lo, hi = nt.type_range(t)
                if lo <= v <= hi:
                    return Val("np.%s(%s)" % (t, lit_int(v)), t, v, v, const=True)
            return Val(lit_int(v), "int64", v, v, const=True)
        text = self.r.choice(FLOAT_LITERALS)
        if self.r.random() < 0.4:
            return Val("np.float32(%s)" % text, "float32")
        return Val(text if not text.startswith("-") else "(%s)" % text, "float64")

    # ---------------------------------------------------------------- integers
    def integer(self, depth):
        r = self.r.random()
        if r < 0.45:
            return self.int_arith(depth)
        if r < 0.55:
            return self.int_bitwise(depth)
        if r < 0.62:
            return self.int_shift(depth)
        if r < 0.70:
            return self.int_unary(depth)
        if r < 0.78:
            return self.int_minmax(depth)
        if r < 0.86:
            return self.cast(self.expr("real", depth - 1), self.r.choice(nt.INTS))
        if r < 0.92 and self.f.get("bits", True):
            return self.bit_intrinsic(depth)
        if r < 0.96:
            return self.conditional("int", depth)
        return self.scope.call_device(self, "int", depth) or self.leaf("int")

    def narrow(self, v):
        """`v` within 16 bits, in one of a few natural forms."""
        k = self.r.random()
        if k < 0.35:
            return Val("(%s & 65535)" % v.text, nt.int_result(v.type, "int64"), 0, 65535)
        if k < 0.65:
            return Val("(%s %% 1009)" % v.text, nt.int_result(v.type, "int64"), 0, 1008)
        t = self.r.choice(["int16", "int8", "uint16", "uint8"])
        lo, hi = converted(v.lo, v.hi, t)
        return Val("np.%s(%s)" % (t, v.text), t, lo, hi)

    def int_arith(self, depth):
        op = self.r.choice(["+", "-", "*", "*", "//", "%", "**"])
        a = self.expr("int", depth - 1)
        if op == "**":
            e = self.r.choice([0, 1, 2, 2, 3])
            a = a if abs_max(a) <= 1 << 20 else self.narrow(a)
            res = nt.int_result(a.type, "int64")
            lo, hi = converted(a.lo, a.hi, res)
            vals = [lo ** e, hi ** e, 0 if lo <= 0 <= hi else lo ** e]
            if nt.is_signed(res) and (max(vals) > nt.type_range(res)[1]):
                a = self.narrow(a)
                lo, hi = converted(a.lo, a.hi, res)
                vals = [lo ** e, hi ** e, 0 if lo <= 0 <= hi else lo ** e]
            lo2, hi2 = min(vals), max(vals)
            if not nt.is_signed(res) and hi2 > nt.type_range(res)[1]:
                lo2, hi2 = nt.type_range(res)
            return Val("(%s ** %d)" % (a.text, e), res, lo2, hi2, const=a.const and lo2 == hi2)
        b = self.expr("int", depth - 1)
        if op in ("//", "%"):
            return self.int_divide(op, a, b)
        res = nt.int_result(a.type, b.type)
        for _ in range(3):
            iv = arith_interval(op, a, b, res)
            if iv is not None:
                # Of two literals, a literal still: Numba folds it (int_shift).
                return Val("(%s %s %s)" % (a.text, op, b.text), res, iv[0], iv[1],
                           const=a.const and b.const and iv[0] == iv[1])
            if abs_max(a) >= abs_max(b):
                a = self.narrow(a)
            else:
                b = self.narrow(b)
            res = nt.int_result(a.type, b.type)
        iv = arith_interval(op, a, b, res)
        if iv is None:
            a, b = self.narrow(a), self.narrow(b)
            res = nt.int_result(a.type, b.type)
            iv = arith_interval(op, a, b, res)
        return Val("(%s %s %s)" % (a.text, op, b.text), res, iv[0], iv[1])

    def positive_divisor(self, b):
        """`b` made a divisor in [1, ...]: never 0, never -1."""
        if b.lo is not None and b.lo >= 1:
            return b
        k = self.r.random()
        if k < 0.4 and nt.is_signed(b.type):
            return Val("max(%s, 1)" % b.text, "int64", 1, max(b.hi, 1))
        if k < 0.7:
            return Val("((%s & 1023) + 1)" % b.text, "int64", 1, 1024)
        return Val("(np.uint32(%s) | np.uint32(1))" % b.text, "uint64", 1, (1 << 32) - 1)

    def int_divide(self, op, a, b):
        d = self.positive_divisor(b)
        res = nt.int_result(a.type, d.type)
        alo, ahi = converted(a.lo, a.hi, res)
        dlo, dhi = converted(d.lo, d.hi, res)
        if dlo < 1:           # a uint64 divisor above INT64_MAX as int64: narrow it
            d = Val("((%s & 1023) + 1)" % b.text, nt.int_result(b.type, "int64"), 1, 1024)
            res = nt.int_result(a.type, d.type)
            alo, ahi = converted(a.lo, a.hi, res)
            dlo, dhi = 1, 1024
        text = "(%s %s %s)" % (a.text, op, d.text)
        if a.const and d.const and a.lo == a.hi and d.lo == d.hi and nt.is_signed(res):
            v = a.lo // d.lo if op == "//" else a.lo % d.lo
            return Val(text, res, v, v, const=True)
        if op == "//":
            lo, hi = min(alo, alo // dhi, 0), max(ahi, 0)
        else:
            lo, hi = 0, dhi - 1
        return Val(text, res, lo, hi)

    def int_bitwise(self, depth):
        op = self.r.choice(["&", "|", "^"])
        a, b = self.expr("int", depth - 1), self.expr("int", depth - 1)
        res = nt.int_result(a.type, b.type)
        lo, hi = nt.type_range(res)
        if op == "&":
            # Below any operand that is never negative.
            for x in (a, b):
                xlo, xhi = converted(x.lo, x.hi, res)
                if xlo >= 0:
                    lo, hi = 0, min(hi, xhi)
        return Val("(%s %s %s)" % (a.text, op, b.text), res, lo, hi)

    def int_shift(self, depth):
        a = self.expr("int", depth - 1)
        op = self.r.choice(["<<", ">>"])
        if a.const:
            # Numba folds a literal's shift exactly: keep it within int64.
            room = max(0, 62 - max(abs(a.lo), abs(a.hi), 1).bit_length())
            s = Val(str(self.r.randrange(0, room + 1)), "int64")
        elif self.r.random() < 0.5:
            s = Val(str(self.r.randrange(0, 64)), "int64")
        else:
            c = self.expr("int", depth - 1)
            s = Val("(%s & 63)" % c.text, nt.int_result(c.type, "int64"), 0, 63)
        res = nt.shift_result(a.type, s.type)
        text = "(%s %s %s)" % (a.text, op, s.text)
        if a.const and a.lo == a.hi:
            # Still a literal to Numba: shifted again, it must stay in int64.
            v = a.lo << int(s.text) if op == "<<" else a.lo >> int(s.text)
            return Val(text, res, v, v, const=True)
        lo, hi = nt.type_range(res)
        if op == ">>":
            alo, ahi = converted(a.lo, a.hi, res)
            lo, hi = min(alo, 0), max(ahi, 0)
        return Val(text, res, lo, hi)

    def int_unary(self, depth):
        a = self.expr("int", depth - 1)
        k = self.r.random()
        res = "int64" if nt.is_signed(a.type) else "uint64"
        if a.type == "int16" and a.lo == -32768:
            # ptxas compiles neg.s16 and abs.s16 followed by a sign extension
            # as 32-bit operations, and Numba's code for -int16(-32768) gives
            # 32768 (dslc works around it): negate it as an int32.
            a = Val("np.int32(%s)" % a.text, "int32", a.lo, a.hi)
        if k < 0.4:
            tlo, thi = nt.type_range(a.type)
            if nt.is_signed(a.type) and a.lo > tlo:
                return Val("(-%s)" % a.text, res, -a.hi, -a.lo)
            return Val("(-%s)" % a.text, res, *nt.type_range(a.type))
        if k < 0.7:
            return Val("(~%s)" % a.text, res, *nt.type_range(a.type))
        tlo, thi = nt.type_range(a.type)
        if a.lo > tlo:
            return Val("abs(%s)" % a.text, a.type, 0 if a.lo <= 0 <= a.hi else min(abs(a.lo),
                                                                                   abs(a.hi)),
                       abs_max(a))
        return Val("abs(%s)" % a.text, a.type)

    def int_minmax(self, depth):
        a, b = self.expr("int", depth - 1), self.expr("int", depth - 1)
        if nt.is_signed(a.type) != nt.is_signed(b.type):
            b = self.cast(b, a.type)
        t = nt.unify(a.type, b.type)
        f = self.r.choice(["min", "max"])
        pick = min if f == "min" else max
        return Val("%s(%s, %s)" % (f, a.text, b.text), t, pick(a.lo, b.lo), pick(a.hi, b.hi))

    def bit_intrinsic(self, depth):
        a = self.expr("int", depth - 1)
        t = self.r.choice(["int32", "uint32", "int64", "uint64"])
        fn = self.r.choice(["popc", "clz", "ffs", "brev"])
        arg = "np.%s(%s)" % (t, a.text)
        if fn == "brev":
            return Val("cuda.brev(%s)" % arg, "uint32" if nt.bits(t) == 32 else "uint64")
        # popc, clz and ffs count bits: 0 to the width, typed as Numba does
        rt = {"popc": t, "clz": t, "ffs": "uint32"}[fn]
        return Val("cuda.%s(%s)" % (fn, arg), rt, 0, nt.bits(t))

    # ------------------------------------------------------------------ floats
    def floating(self, depth):
        r = self.r.random()
        if r < 0.45:
            return self.float_arith(depth)
        if r < 0.6 and self.f.get("math", True):
            return self.math_call(depth)
        if r < 0.7:
            a, b = self.expr("float", depth - 1), self.expr("real", depth - 1)
            f = self.r.choice(["min", "max"])
            if self.r.random() < 0.3:
                c = self.expr("float", depth - 1)
                return Val("%s(%s, %s, %s)" % (f, a.text, b.text, c.text),
                           nt.float_result(nt.float_result(a.type, b.type), c.type))
            return Val("%s(%s, %s)" % (f, a.text, b.text), nt.float_result(a.type, b.type))
        if r < 0.8:
            return self.cast(self.expr("real", depth - 1), self.r.choice(["float32", "float64"]))
        if r < 0.88:
            a = self.expr("float", depth - 1)
            return Val("abs(%s)" % a.text, a.type) if self.r.random() < 0.5 else \
                Val("(-%s)" % a.text, a.type)
        if r < 0.91:
            return self.conditional("float", depth)
        if r < 0.94:
            return Val("np.float32(%s)" % self.half_value(depth - 1).text, "float32")
        if r < 0.97:
            return self.complex_part(depth)
        return self.scope.call_device(self, "float", depth) or self.leaf("float")

    # --------------------------------------------------- float16 and complex
    def half_value(self, depth):
        """A float16 value: float16 arithmetic of array elements and
        conversions."""
        halves = [v for v in self.scope.readable() if v.type == "float16"]
        if depth <= 0 or self.r.random() < 0.3:
            if halves and self.r.random() < 0.7:
                return self.r.choice(halves)
            return Val("np.float16(%s)" % self.expr("float", 1).text, "float16")
        k = self.r.random()
        a = self.half_value(depth - 1)
        if k < 0.6:
            b = self.half_value(depth - 1)
            return Val("(%s %s %s)" % (a.text, self.r.choice(["+", "-", "*"]), b.text),
                       "float16")
        if k < 0.8:
            return Val("(-%s)" % a.text, "float16")
        return Val("abs(%s)" % a.text, "float16")

    def complex_value(self, depth):
        zs = [v for v in self.scope.readable() if nt.is_complex(v.type)]
        if depth <= 0 or self.r.random() < 0.3:
            if zs and self.r.random() < 0.7:
                return self.r.choice(zs)
            a, b = self.expr("float", 1), self.expr("float", 1)
            return Val("complex(%s, %s)" % (a.text, b.text), "complex128")
        k = self.r.random()
        a = self.complex_value(depth - 1)
        if k < 0.45:
            b = self.complex_value(depth - 1)
            return Val("(%s %s %s)" % (a.text, self.r.choice(["+", "-", "*"]), b.text),
                       nt.complex_result(a.type, b.type))
        if k < 0.55:
            # A divisor whose real part is never 0 (|x| + x + 1 >= 1, or NaN).
            b = self.complex_value(depth - 1)
            return Val("(%s / (%s + complex(abs(%s.real) + 1.0, 0.0)))" % (a.text, b.text, b.text),
                       "complex128")
        if k < 0.7:
            d = self.expr("float", depth - 1)
            return Val("(%s / (abs(%s) + 1.0))" % (a.text, d.text), "complex128")
        if k < 0.85:
            return Val("%s.conjugate()" % a.text, a.type)
        return Val("(-%s)" % a.text, a.type)

    def complex_part(self, depth):
        z = self.complex_value(depth - 1)
        part = self.r.choice(["abs(%s)", "%s.real", "%s.imag"]) % z.text
        return Val(part, "float32" if z.type == "complex64" else "float64")

    def float_arith(self, depth):
        op = self.r.choice(["+", "-", "*", "/", "//", "%", "**"])
        a = self.expr("float" if self.r.random() < 0.7 else "real", depth - 1)
        b = self.expr("real", depth - 1)
        if not (a.type in nt.FLOATS or b.type in nt.FLOATS):
            a = self.cast(a, "float64")
        if op == "/":
            b = Val("(abs(%s) + %s)" % (b.text, self.half(b)), b.type if nt.is_float(b.type)
                    else "float64")
        if op in ("//", "%"):
            # Numba-CUDA's float `//` and `%` are `a - b * floor(a / b)` in the
            # operands' precision (NVVM's frem): exact only for small
            # quotients, and NaN for an infinite divisor. Both operands bounded.
            a = self.clamp(a, -1e4, 1e4)
            b = self.clamp(b, -1e4, 1e4)
            b = Val("(abs(%s) + %s)" % (b.text, self.half(b)), b.type)
        if op == "**":
            if self.r.random() < 0.6:
                # A float base: an integer one would be integer power (which
                # may overflow int64), not the float this is.
                if not nt.is_float(a.type):
                    a = self.cast(a, "float64")
                e = self.r.choice([2, 3, 0, 1])
                return Val("(%s ** %d)" % (a.text, e), nt.arith_result("**", a.type, "int64"))
            a = Val("(abs(%s) + %s)" % (a.text, self.half(a)), a.type if nt.is_float(a.type)
                    else "float64")
            b = self.clamp(b, -4.0, 4.0)
        t = nt.arith_result(op, a.type, b.type)
        return Val("(%s %s %s)" % (a.text, op, b.text), t)

    def half(self, v):
        return "np.float32(0.5)" if v.type == "float32" else "0.5"

    def clamp(self, v, lo, hi):
        """`v` as a float within [lo, hi]; NaN becomes lo (Numba's fmax)."""
        if not nt.is_float(v.type):
            v = self.cast(v, "float64")
        if v.type == "float32":
            return Val("min(max(%s, np.float32(%r)), np.float32(%r))" % (v.text, lo, hi),
                       "float32")
        return Val("min(max(%s, %r), %r)" % (v.text, lo, hi), "float64")

    def math_call(self, depth):
        if self.r.random() < 0.75:
            fn = self.r.choice(MATH1)
            a = self.expr("real", depth - 1)
            ft = "float32" if a.type == "float32" else "float64"
            if fn == "cbrt_cuda":
                return Val("cuda.cbrt(%s)" % self.cast(a, ft).text, ft)
            if fn in ("exp", "sinh", "expm1"):
                a = self.clamp(a, -80.0, 80.0)
            return Val("math.%s(%s)" % (fn, a.text), ft)
        fn = self.r.choice(MATH2)
        a, b = self.expr("real", depth - 1), self.expr("real", depth - 1)
        ft = "float32" if a.type == b.type == "float32" else "float64"
        if fn == "fmod":
            a = self.clamp(a, -1e4, 1e4)
            b = Val("(abs(%s) + %s)" % (b.text, self.half(b)), b.type if nt.is_float(b.type)
                    else "float64")
            ft = "float32" if a.type == b.type == "float32" else "float64"
        if fn == "pow":
            a = Val("(abs(%s) + 0.5)" % self.cast(a, "float64").text, "float64")
            b = self.clamp(b, -4.0, 4.0)
            ft = "float64"
        return Val("math.%s(%s, %s)" % (fn, a.text, b.text), ft)

    # ------------------------------------------------------------------- bools
    def boolean(self, depth):
        r = self.r.random()
        if r < 0.5:
            a = self.expr("real", depth - 1)
            b = self.expr("real", depth - 1)
            op = self.r.choice(["<", "<=", ">", ">=", "==", "!="])
            if self.r.random() < 0.15:
                c = self.expr("real", depth - 1)
                return Val("(%s %s %s %s %s)" % (a.text, op, b.text, self.r.choice(["<", "<="]),
                                                 c.text), "bool")
            return Val("(%s %s %s)" % (a.text, op, b.text), "bool")
        if r < 0.7:
            a, b = self.expr("bool", depth - 1), self.expr("bool", depth - 1)
            return Val("(%s %s %s)" % (a.text, self.r.choice(["and", "or"]), b.text), "bool")
        if r < 0.8:
            return Val("(not %s)" % self.expr("bool", depth - 1).text, "bool")
        if r < 0.84:
            return Val("(%s %s %s)" % (self.half_value(depth - 1).text,
                                       self.r.choice(["<", ">=", "=="]),
                                       self.half_value(depth - 1).text), "bool")
        if r < 0.9 and self.f.get("math", True):
            a = self.expr("float", depth - 1)
            return Val("math.%s(%s)" % (self.r.choice(["isnan", "isinf", "isfinite"]), a.text),
                       "bool")
        a = self.expr("int", depth - 1)
        return Val("((%s & %d) != 0)" % (a.text, self.r.choice([1, 2, 4, 8])), "bool")

    # ------------------------------------------------------------- conversion
    def cast(self, v, t):
        """`v` converted to `t` by an explicit constructor (clamped first when
        a float becomes an integer)."""
        if v.type == t:
            return v
        if t == "bool":
            if nt.is_int(v.type):
                return Val("(%s != 0)" % v.text, "bool")
            return Val("(%s != 0.0)" % v.text, "bool")
        if nt.is_int(t):
            if nt.is_float(v.type):
                lo, hi = nt.type_range(t)
                lo, hi = float(max(lo, -1e15)), float(min(hi, 1e15))
                if v.type != "float64":
                    # The bounds as float32 values inside the range (2**32 - 1
                    # rounds up to 2**32, which uint32 cannot hold).
                    lo, hi = -float32_within(-lo), float32_within(hi)
                c = self.clamp(v, lo, hi)
                text = "np.%s(%s)" % (t, c.text) if self.r.random() < 0.6 else \
                    "%s(%s)" % (t, c.text)
                return Val(text, t)
            lo, hi = converted(v.lo, v.hi, t)
            name = "np.%s" % t if self.r.random() < 0.6 else t
            return Val("%s(%s)" % (name, v.text), t, lo, hi)
        if t in ("float32", "float64"):
            name = "np.%s" % t if self.r.random() < 0.5 else t
            if t == "float64" and self.r.random() < 0.3:
                name = "float"
            return Val("%s(%s)" % (name, v.text), t)
        return Val("np.%s(%s)" % (t, v.text), t)

    def conditional(self, want, depth):
        c = self.expr("bool", depth - 1)
        a = self.expr(want, depth - 1)
        b = self.cast(self.expr(want, depth - 1), a.type)
        lo = hi = None
        if a.ranged and b.ranged:
            lo, hi = min(a.lo, b.lo), max(a.hi, b.hi)
        return Val("(%s if %s else %s)" % (a.text, c.text, b.text), a.type, lo, hi)
