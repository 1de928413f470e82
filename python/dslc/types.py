"""Type objects, so that signatures are written as in Numba.

    from dslc.cuda import float32, int64, void
    float32[:]         # a 1-D array of any strides
    float32[::1]       # a 1-D C-contiguous array
    float32[:, ::1]    # 2-D, C order;  float32[::1, :] is Fortran order
    void(float32, float32[::1], float32[::1])   # a signature

Numba's own type objects are accepted wherever these are.
"""

import numpy as np

# Element type codes of the C interface (dslc::DType), by Numba's names.
DTYPE_CODES = {
    "bool": 0,
    "int8": 1,
    "int16": 2,
    "int32": 3,
    "int64": 4,
    "uint8": 5,
    "uint16": 6,
    "uint32": 7,
    "uint64": 8,
    "float16": 9,
    "float32": 10,
    "float64": 11,
    "complex64": 12,
    "complex128": 13,
}
DTYPE_NAMES = {code: name for name, code in DTYPE_CODES.items()}
ITEM_SIZES = {0: 1, 1: 1, 2: 2, 3: 4, 4: 8, 5: 1, 6: 2, 7: 4, 8: 8, 9: 2, 10: 4, 11: 8, 12: 8,
              13: 16}


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
    """A tuple of values, as a device function may return one; named as
    Numba names it: UniTuple(int32 x 2), Tuple(float32, bool)."""

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

    def _key(self):
        return (Tuple, self.types)


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


def signature_text(t):
    """The text dslc's signature parser reads, for a type object of dslc or
    Numba, a Signature, a tuple of argument types or a string."""
    if isinstance(t, str):
        return t
    if isinstance(t, (Type, Signature)):
        return t.signature_text() if isinstance(t, Type) else t.text()
    if isinstance(t, (tuple, list)):
        return ", ".join(signature_text(a) for a in t)
    # Numba's types: arrays have dtype/ndim/layout; signatures args/return_type.
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


def _parse_type(text):
    text = text.strip()
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
    if (head and text.endswith(")") and not head.startswith("array") and head != "Record"
            and "<" not in head):
        return_type = void if head in ("void", "none") else _parse_type(head)
        text = text[len(head):].strip()[1:-1]
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
