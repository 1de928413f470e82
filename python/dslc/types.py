"""Type objects, so that signatures are written as in Numba.

    from dslc.cuda import float32, int64, void
    float32[:]         # a 1-D array of any strides
    float32[::1]       # a 1-D C-contiguous array
    float32[:, ::1]    # 2-D, C order;  float32[::1, :] is Fortran order
    void(float32, float32[::1], float32[::1])   # a signature

Numba's own type objects are accepted wherever these are.
"""

import numpy as np

from dslc import _launch_words

# Element type codes of the C interface (dslc::DType), by Numba's names, in
# code order; each code's name and item size (the launch words' dtypes,
# interface/launch_words.def).
DTYPE_CODES = {name: code for code, name in enumerate(_launch_words.DTYPE_NAMES)}
DTYPE_NAMES = _launch_words.DTYPE_NAMES
ITEM_SIZES = _launch_words.ITEM_SIZES


class Type:
    """A type of kernel values."""

    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def signature_text(self):
        return self.name

    def _key(self):
        return (type(self), self.name)

    def __eq__(self, other):
        return isinstance(other, Type) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        return self.name

    def __repr__(self):
        return self.name

    def __call__(self, *args):
        # float32(float32, int32) is a signature with a return type.
        return Signature(self, args)


class Scalar(Type):
    """A number or bool type: `float32`, `int64`, `boolean`."""

    __slots__ = ("code",)

    def __init__(self, name):
        super().__init__(name)
        self.code = DTYPE_CODES.get(name)

    def __getitem__(self, index):
        return Array(self, *_array_spec(index))


class Opaque(Type):
    """A type dslc names but cannot pass to kernels (complex64, ...): a
    signature using it fails to compile with the compiler's diagnostic."""

    __slots__ = ()

    def __getitem__(self, index):
        return Array(self, *_array_spec(index))


class Record(Type):
    """The element type of a NumPy structured dtype, named as Numba names
    it: Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True).
    `Record[:]` is an array of them."""

    __slots__ = ("dtype",)

    def __init__(self, dtype, spelling=None):
        """From a structured dtype, or from a spelling alone (dtype None)."""
        self.dtype = None if dtype is None else np.dtype(dtype)
        super().__init__(spelling or record_spelling(self.dtype))

    def __getitem__(self, index):
        return Array(self, *_array_spec(index))

    def size(self):
        """Its size in bytes, as its name ends: `...;16;True)`."""
        return int(self.name.rsplit(";", 2)[1])


def record_spelling(dtype):
    """Numba's name of a structured dtype's record type; ValueError for a
    dtype kernels cannot use (byte-swapped fields, objects, strings)."""
    if dtype.fields is None:
        raise ValueError("%s is not a structured dtype" % dtype)
    fields = []
    for name in dtype.names:
        field = dtype.fields[name]
        fields.append("%s[type=%s;offset=%d]" % (name, _field_type(field[0]), field[1]))
    return "Record(%s;%d;%s)" % (",".join(fields), dtype.itemsize, dtype.isalignedstruct)


def _field_type(dtype):
    if dtype.subdtype is not None:
        base, shape = dtype.subdtype
        return "nestedarray(%s, %s)" % (_field_type(base), tuple(shape))
    if dtype.fields is not None:
        return record_spelling(dtype)
    if dtype.byteorder == ">" or dtype.name not in DTYPE_CODES:
        raise ValueError("a record field of dtype %s cannot be read by kernels" % dtype)
    return dtype.name


def from_dtype(dtype):
    """The type object of a NumPy dtype: a number type, or the Record of a
    structured dtype (Numba's numba.from_dtype)."""
    dtype = np.dtype(dtype)
    if dtype.fields is not None:
        return Record(dtype)
    name = "bool" if dtype == np.bool_ else dtype.name
    if dtype.byteorder == ">" or name not in SCALARS:
        raise ValueError("dtype %s has no kernel type" % dtype)
    return SCALARS[name]


class NoneType(Type):
    __slots__ = ()


class Array(Type):
    """An array type: element type, dimensions, layout ('C', 'F' or 'A')."""

    __slots__ = ("dtype", "ndim", "layout")

    def __init__(self, dtype, ndim, layout):
        super().__init__("array(%s, %dd, %s)" % (dtype, ndim, layout))
        self.dtype, self.ndim, self.layout = dtype, ndim, layout

    def signature_text(self):
        dims = []
        for d in range(self.ndim):
            contiguous = (self.layout == "C" and d == self.ndim - 1) or (
                self.layout == "F" and d == 0
            )
            dims.append("::1" if contiguous else ":")
        return "%s[%s]" % (signature_text(self.dtype), ", ".join(dims))

    def _key(self):
        return (Array, signature_text(self.dtype), self.ndim, self.layout)


class Tuple(Type):
    """A tuple of values, as a device function may return one and a kernel
    may take one: Tuple((int32, float64)); named as Numba names it,
    UniTuple(int32 x 2), Tuple(float32, bool). Signatures write it
    tuple(int32, float64)."""

    __slots__ = ("types",)

    def __init__(self, types):
        types = tuple(types)
        if types and all(t == types[0] for t in types):
            name = "UniTuple(%s x %d)" % (types[0], len(types))
        else:
            name = "Tuple(%s)" % ", ".join(str(t) for t in types)
        super().__init__(name)
        self.types = types

    def __len__(self):
        return len(self.types)

    def __iter__(self):
        return iter(self.types)

    def __getitem__(self, index):
        return self.types[index]

    def signature_text(self):
        return "tuple(%s)" % ", ".join(signature_text(t) for t in self.types)

    def _key(self):
        return (Tuple, self.types)


class NamedTuple(Tuple):
    """An instance of a `collections.namedtuple` class (Numba's NamedTuple
    and NamedUniTuple): NamedTuple((int64, float64), Point), its class given
    as the class or, with `fields`, by name. Signatures write it
    namedtuple(Point, x: int64, y: float64)."""

    __slots__ = ("class_name", "fields")

    def __init__(self, types, cls, fields=None):
        types = tuple(types)
        self.class_name = cls if isinstance(cls, str) else cls.__name__
        self.fields = tuple(fields if fields is not None else cls._fields)
        if len(self.fields) != len(types):
            raise TypeError("`%s` has %d fields, but %d types were given"
                            % (self.class_name, len(self.fields), len(types)))
        Type.__init__(self, "%s(%s)" % (self.class_name, ", ".join(str(t) for t in types)))
        self.types = types

    def signature_text(self):
        return "namedtuple(%s)" % ", ".join(
            [self.class_name] + ["%s: %s" % (f, signature_text(t))
                                 for f, t in zip(self.fields, self.types)])

    def _key(self):
        return (NamedTuple, self.class_name, self.fields, self.types)


def UniTuple(dtype, count):
    """`count` values of type `dtype`, as Numba's types.UniTuple."""
    return Tuple((dtype,) * count)


def NamedUniTuple(dtype, count, cls):
    """An instance of namedtuple class `cls` of `count` fields of type
    `dtype`, as Numba's types.NamedUniTuple."""
    return NamedTuple((dtype,) * count, cls)


def _layout(itemsize, shape, strides):
    """Numba's layout of an array: 'C' or 'F' when contiguous in that
    order (extents of 1 aside), else 'A'."""
    def contiguous(dims):
        expected = itemsize
        for d in dims:
            if shape[d] != 1 and strides[d] != expected:
                return False
            expected *= shape[d]
        return True
    ndim = len(shape)
    if contiguous(range(ndim - 1, -1, -1)):
        return "C"
    return "F" if contiguous(range(ndim)) else "A"


def typeof(value):
    """The type a kernel argument has, as Numba's typeof gives it: Python
    ints int64, floats float64, bools bool, complex complex128, NumPy
    scalars their dtype's, arrays (NumPy's, or any with dtype, shape and
    strides) their dtype, dimensions and layout, tuples Tuple (a UniTuple
    when all members have one type) and namedtuples NamedTuple."""
    if isinstance(value, tuple):
        members = tuple(typeof(v) for v in value)
        if hasattr(type(value), "_fields"):
            return NamedTuple(members, type(value))
        return Tuple(members)
    if isinstance(value, bool):
        return boolean
    if isinstance(value, int):
        return int64 if -(1 << 63) <= value < (1 << 63) else uint64
    if isinstance(value, float):
        return float64
    if isinstance(value, complex):
        return complex128
    if isinstance(value, np.generic) and not isinstance(value, np.void):
        return from_dtype(value.dtype)
    shape = getattr(value, "shape", None)
    dtype = getattr(value, "dtype", None)
    if shape is not None and dtype is not None and len(shape) >= 1:
        dtype = np.dtype(dtype)
        strides = getattr(value, "strides", None) or _c_strides(shape, dtype.itemsize)
        return Array(from_dtype(dtype), len(shape), _layout(dtype.itemsize, shape, strides))
    raise ValueError("a value of class `%s` has no kernel type" % type(value).__name__)


def _c_strides(shape, itemsize):
    strides, step = [], itemsize
    for extent in reversed(shape):
        strides.append(step)
        step *= extent
    return tuple(reversed(strides))


def _array_spec(index):
    """(ndim, layout) of `float32[...]`'s index, as Numba reads it."""
    slices = index if isinstance(index, tuple) else (index,)
    for s in slices:
        if not isinstance(s, slice) or s.start is not None or s.stop is not None:
            raise TypeError("an array type is written with `:` and `::1` only, e.g. float32[:, ::1]")
        if s.step not in (None, 1):
            raise TypeError("an array type's step must be 1, e.g. float32[::1]")
    steps = [s.step for s in slices]
    if all(step is None for step in steps):
        return len(slices), "A"
    if steps[-1] == 1 and all(step is None for step in steps[:-1]):
        return len(slices), "C"
    if steps[0] == 1 and all(step is None for step in steps[1:]):
        return len(slices), "F"
    raise TypeError("only the first or the last dimension of an array type can be `::1`")


class Signature:
    """Argument types and an optional return type: `void(float32[::1])`."""

    __slots__ = ("return_type", "args")

    def __init__(self, return_type, args):
        self.return_type = return_type
        self.args = tuple(args)

    def text(self):
        params = ", ".join(signature_text(a) for a in self.args)
        if self.return_type is None:
            return params
        return "%s(%s)" % (signature_text(self.return_type), params)

    def __eq__(self, other):
        return isinstance(other, Signature) and self.text() == other.text()

    def __hash__(self):
        return hash(self.text())

    def __repr__(self):
        return self.text()


_NUMBA_TUPLES = ("UniTuple", "Tuple", "NamedUniTuple", "NamedTuple")


def signature_text(t):
    """The text dslc's signature parser reads, for a type object of dslc or
    Numba, a Signature, a tuple of argument types or a string."""
    if isinstance(t, str):
        return t
    if isinstance(t, (Type, Signature)):
        return t.signature_text() if isinstance(t, Type) else t.text()
    if isinstance(t, (tuple, list)):
        return ", ".join(signature_text(a) for a in t)
    # Numba's types: arrays have dtype/ndim/layout; signatures args/return_type;
    # tuples their members' types (`types`), named ones their class.
    if type(t).__name__ in _NUMBA_TUPLES and isinstance(getattr(t, "types", None), tuple):
        if hasattr(t, "instance_class"):
            return NamedTuple(t.types, t.instance_class.__name__, t.fields).signature_text()
        return Tuple(t.types).signature_text()
    if hasattr(t, "args") and hasattr(t, "return_type"):
        params = ", ".join(signature_text(a) for a in t.args)
        return "%s(%s)" % (signature_text(t.return_type), params)
    if hasattr(t, "dtype") and hasattr(t, "ndim") and hasattr(t, "layout"):
        return signature_text(Array(Opaque(signature_text(t.dtype)), t.ndim, t.layout))
    name = str(t)
    return "void" if name == "none" else name


boolean = bool_ = b1 = Scalar("bool")
int8 = i1 = Scalar("int8")
int16 = i2 = Scalar("int16")
int32 = i4 = Scalar("int32")
int64 = i8 = Scalar("int64")
uint8 = u1 = byte = Scalar("uint8")
uint16 = u2 = Scalar("uint16")
uint32 = u4 = Scalar("uint32")
uint64 = u8 = Scalar("uint64")
float16 = f2 = Scalar("float16")
float32 = f4 = Scalar("float32")
float64 = f8 = Scalar("float64")
intp = int64
uintp = uint64
complex64 = c8 = Scalar("complex64")
complex128 = c16 = Scalar("complex128")
void = none = NoneType("void")

SCALARS = {t.name: t for t in (boolean, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
                               float16, float32, float64, complex64, complex128)}

# What `from dslc.cuda import *`-style re-exports take.
__all__ = [
    "Type", "Scalar", "Array", "Tuple", "Record", "Signature", "signature_text", "from_dtype",
    "UniTuple", "NamedTuple", "NamedUniTuple", "typeof",
    "boolean", "bool_", "b1", "int8", "i1", "int16", "i2", "int32", "i4", "int64", "i8",
    "uint8", "u1", "byte", "uint16", "u2", "uint32", "u4", "uint64", "u8",
    "float16", "f2", "float32", "f4", "float64", "f8", "intp", "uintp",
    "complex64", "c8", "complex128", "c16", "void", "none",
]


def _scalar_named(name):
    name = name.strip()
    t = _BY_NAME.get(name)
    if t is None:
        raise ValueError("unknown type `%s`" % name)
    return t


_BY_NAME = dict(SCALARS)
_BY_NAME.update({"boolean": boolean, "bool_": boolean, "b1": boolean, "i1": int8, "i2": int16,
                 "i4": int32, "i8": int64, "u1": uint8, "u2": uint16, "u4": uint32,
                 "u8": uint64, "f2": float16, "f4": float32, "f8": float64, "c8": complex64,
                 "c16": complex128, "intp": int64,
                 "uintp": uint64, "byte": uint8, "double": float64, "half": float16})


_TUPLE_KEYWORDS = ("tuple", "Tuple", "UniTuple", "namedtuple")


def _parse_tuple(keyword, inner):
    """A tuple type from its keyword and the text between its parentheses."""
    inner = inner.strip()
    if keyword == "UniTuple":
        parts = _split_top(inner)
        if len(parts) == 1:
            parts = parts[0].rsplit(" x ", 1)
        if len(parts) != 2:
            raise ValueError("a UniTuple is written UniTuple(int32 x 3)")
        return UniTuple(_parse_type(parts[0]), int(parts[1]))
    if keyword == "namedtuple":
        parts = _split_top(inner)
        if not parts:
            raise ValueError("a namedtuple type names its class: namedtuple(Point, x: int64)")
        fields = [p.partition(":") for p in parts[1:]]
        return NamedTuple([_parse_type(f[2]) for f in fields], parts[0].strip(),
                          [f[0].strip() for f in fields])
    if keyword == "Tuple" and inner.startswith("(") and inner.endswith(")"):
        inner = inner[1:-1]  # Tuple((int32, float64)), as Numba's constructor
    return Tuple(_parse_type(p) for p in _split_top(inner))


def _parse_type(text):
    text = text.strip()
    head = text.split("(", 1)[0].strip() if "(" in text else ""
    if head in _TUPLE_KEYWORDS and _closing_paren(text, len(head)) == len(text) - 1:
        return _parse_tuple(head, text[text.index("(") + 1:-1])
    if text.startswith(("Enum<", "IntEnum<")) and text.endswith(")"):
        return Opaque(text)  # an enum member, as Numba names its type: IntEnum<int64>(Shape)
    if text.startswith("Record("):
        end = _closing_paren(text, len("Record"))
        record = Record(None, text[:end + 1])
        rest = text[end + 1:].strip()
        return record if not rest else record[_slices(rest[1:-1])]
    if text.startswith("array(") and text.endswith(")"):
        # Numba's str() of an array type: array(float32, 2d, C)
        dtype, dims, layout = (part.strip() for part in text[6:-1].split(","))
        return Array(_scalar_named(dtype), int(dims.rstrip("d")), layout)
    if "[" not in text:
        return _scalar_named(text)
    name, dims = text.split("[", 1)
    if not dims.endswith("]"):
        raise ValueError("unbalanced `[` in `%s`" % text)
    return _scalar_named(name)[_slices(dims[:-1])]


def _slices(dims):
    """The index of `float32[...]` for the text between the brackets."""
    slices = []
    for p in (p.strip() for p in dims.split(",")):
        if p == ":":
            slices.append(slice(None))
        elif p == "::1":
            slices.append(slice(None, None, 1))
        else:
            raise ValueError("array dimensions are `:` or `::1`, not `%s`" % p)
    return tuple(slices)


def _closing_paren(text, start):
    """The index of the `)` closing the `(` at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced `(` in `%s`" % text)


def _split_top(text):
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return parts


def parse_signature(sig):
    """(return type or None, [argument types]) of a signature written any way
    Numba accepts; ValueError when it cannot be read here."""
    text = signature_text(sig).strip()
    return_type = None
    head = text.split("(", 1)[0].strip() if "(" in text else ""
    if head in _TUPLE_KEYWORDS:
        # A tuple type, or the return type of a signature when `(` follows it.
        end = _closing_paren(text, text.index("("))
        rest = text[end + 1:].strip()
        if rest.startswith("(") and rest.endswith(")"):
            return _parse_type(text[:end + 1]), [_parse_type(p) for p in _split_top(rest[1:-1])]
        head = ""
    if (head and text.endswith(")") and not head.startswith("array") and head != "Record"
            and "<" not in head and "," not in head):
        return_type = void if head in ("void", "none") else _parse_type(head)
        text = text[len(head):].strip()[1:-1]
    if text.startswith("(") and _closing_paren(text, 0) == len(text) - 1:
        text = text[1:-1]  # "(f4, i8)": parenthesised, without a return type
    return return_type, [_parse_type(p) for p in _split_top(text)]


def parse_result_type(text):
    """The type object of a result type as the compiler prints it: `int32`,
    `none`, `tuple(float32, bool)`."""
    text = text.strip()
    if text in ("none", "void"):
        return void
    if text.startswith("tuple(") and text.endswith(")"):
        return Tuple(parse_result_type(part) for part in _split_top(text[6:-1]))
    return _parse_type(text)


def canonical_params(sig):
    """The argument types of `sig` as the compiler prints them."""
    return ", ".join(t.signature_text() for t in parse_signature(sig)[1])
