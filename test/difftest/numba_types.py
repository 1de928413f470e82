"""Numba's scalar types and the result types of its operators, as numba-cuda
types them (checked against Numba's own typing, typing_test.py), with the
value range of each integer type. The generator uses them to know the type
and range of every expression it writes."""

INTS = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")
SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
FLOATS = ("float16", "float32", "float64")
COMPLEX = ("complex64", "complex128")
REALS = INTS + ("float32", "float64")     # the generator's everyday types
ALL = ("bool",) + INTS + FLOATS + COMPLEX


def bits(t):
    if t == "bool":
        return 8
    return int("".join(c for c in t if c.isdigit()))


def is_int(t):
    return t in INTS


def is_signed(t):
    return t in SIGNED


def is_float(t):
    return t in FLOATS


def is_complex(t):
    return t in COMPLEX


def type_range(t):
    """[lo, hi] of an integer or bool type."""
    if t == "bool":
        return (0, 1)
    b = bits(t)
    if is_signed(t):
        return (-(1 << (b - 1)), (1 << (b - 1)) - 1)
    return (0, (1 << b) - 1)


def int_result(a, b):
    """+ - * // % & | ^ ** of two integers or bools: 64 bits, signed when
    either is signed (a bool counts as signed)."""
    if a == "bool" and b == "bool":
        return "int64"
    signed = is_signed(a) or is_signed(b) or a == "bool" or b == "bool"
    return "int64" if signed else "uint64"


def shift_result(a, b):
    """<< and >>: 64 bits, the left operand's signedness (a bool's: signed)."""
    return "uint64" if a in UNSIGNED else "int64"


def float_result(a, b):
    """Arithmetic with a float (not float16) and a real: float32 only when
    both are float32."""
    if a == "float32" and b == "float32":
        return "float32"
    return "float64"


def complex_result(a, b):
    if a == "complex64" and b in ("complex64", "float32"):
        return "complex64"
    if b == "complex64" and a in ("complex64", "float32"):
        return "complex64"
    return "complex128"


def arith_result(op, a, b):
    """Result type of `a op b` for op in + - * / // % ** & | ^ << >>, or
    None when the generator should not combine them."""
    if "float16" in (a, b):
        return "float16" if a == b == "float16" and op in "+-*/" else None
    if op in ("&", "|", "^"):
        if a == b == "bool":
            return "bool"
        return int_result(a, b) if not (is_float(a) or is_float(b) or is_complex(a)
                                        or is_complex(b)) else None
    if op in ("<<", ">>"):
        return shift_result(a, b) if (is_int(a) or a == "bool") and (is_int(b) or b == "bool") \
            else None
    if is_complex(a) or is_complex(b):
        return complex_result(a, b) if op in ("+", "-", "*", "/") else None
    if is_float(a) or is_float(b):
        if op == "**":
            # float ** int keeps the float's type when the int is 32 or 64 bits signed
            f = a if is_float(a) else None
            if f and b in ("int32", "int64"):
                return f
        return float_result(a, b)
    if op == "/":
        return "float64"
    return int_result(a, b)


def unify(a, b):
    """The type Numba gives a variable or conditional expression that may be
    `a` or `b` (None where it would be float64 by accident: the generator
    then casts)."""
    if a == b:
        return a
    if is_int(a) and is_int(b):
        if is_signed(a) == is_signed(b):
            return a if bits(a) >= bits(b) else b
        s, u = (a, b) if is_signed(a) else (b, a)
        if bits(u) < bits(s):
            return s
        if bits(u) < 64:
            return "int64"
        return None
    if {a, b} <= {"float32", "float64"}:
        return "float64"
    return None


def numba_name(t):
    """How kernels write the type: np.int32, or a name imported from numba."""
    return "np.bool_" if t == "bool" else "np." + t
