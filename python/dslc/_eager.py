"""Numba's rule for a kernel given signatures (`@cuda.jit("void(...)")`): it
compiles no others, and a launch converts its arguments to the signature
that fits them best; arguments no signature fits are a TypingError. A kernel
given one signature takes arrays of another dtype of the same size as that
signature's, reinterpreting their memory, as Numba's does."""

import numpy as np

from dslc import types as dtypes
from dslc.errors import TypingError

# Conversion kinds, cheapest first, as Numba ranks overloads.
_EXACT, _PROMOTE, _SAFE, _UNSAFE = 0, 1, 2, 3


def _scalar_dtype(value):
    """The dtype a launch types a Python or NumPy scalar with, or None."""
    if isinstance(value, bool):
        return np.dtype(np.bool_)
    if isinstance(value, int):
        return np.dtype(np.int64)
    if isinstance(value, float):
        return np.dtype(np.float64)
    if isinstance(value, complex):
        return np.dtype(np.complex128)
    if isinstance(value, np.generic):
        return value.dtype
    return None


# Dtypes by what array objects give: NumPy dtypes, PyTorch's dtype objects
# (torch.float32), and __cuda_array_interface__ typestrs. A launch looks them
# up; only the first of each kind reads a name.
_DTYPES = {}


def _dtype_of(spelling):
    dtype = _DTYPES.get(spelling)
    if dtype is None:
        if isinstance(spelling, np.dtype):
            dtype = spelling
        else:
            try:
                dtype = np.dtype(str(spelling).rpartition(".")[2])
            except TypeError:
                return None
        _DTYPES[spelling] = dtype
    return dtype


def _array_key(value):
    """(dtype, ndim) of an array argument of any library, or None."""
    dtype = getattr(value, "dtype", None)
    ndim = getattr(value, "ndim", None)
    if dtype is None or ndim is None:
        interface = getattr(value, "__cuda_array_interface__", None)
        if interface is None:
            return None
        dtype, ndim = interface["typestr"], len(interface["shape"])
    dtype = _dtype_of(dtype)
    return None if dtype is None else (dtype, ndim)


def _key(value):
    if isinstance(value, tuple):
        # A tuple: its members' keys, and a namedtuple's class and fields.
        fields = getattr(type(value), "_fields", None)
        return ("tuple", tuple(_key(v) for v in value),
                None if fields is None else (type(value).__name__, tuple(fields)))
    scalar = _scalar_dtype(value)
    if scalar is not None:
        return ("scalar", scalar)
    array = _array_key(value)
    if array is not None:
        return ("array",) + array
    return ("other", type(value))


def _scalar_cost(have, want):
    if have == want:
        return _EXACT
    if np.can_cast(have, want, "safe"):
        return _PROMOTE if have.kind == want.kind else _SAFE
    return _UNSAFE


def _cost(key, param, only_signature):
    """What passing an argument of `key` as `param` costs; None: it cannot.
    The one signature of a kernel takes arrays of a dtype of the same size."""
    if isinstance(param, dtypes.Tuple):
        return _tuple_cost(key, param, only_signature)
    if key[0] == "tuple":
        return None
    if isinstance(param, dtypes.Array):
        if key[0] != "array" or key[2] != param.ndim:
            return None
        if isinstance(param.dtype, dtypes.Record):
            return _EXACT if _same_record(key[1], param.dtype) else None
        want = np.dtype(param.dtype.name)
        if key[1] == want:
            return _EXACT
        return _UNSAFE if only_signature and key[1].itemsize == want.itemsize else None
    if key[0] != "scalar":
        return None
    return _scalar_cost(key[1], np.dtype(param.name))


def _tuple_cost(key, param, only_signature):
    """A tuple's cost: its costliest member's; None unless it has the
    parameter's length (and a namedtuple its class's name and fields)."""
    if key[0] != "tuple" or len(key[1]) != len(param.types):
        return None
    if isinstance(param, dtypes.NamedTuple) and key[2] != (param.class_name, param.fields):
        return None
    costs = [_cost(k, p, only_signature) for k, p in zip(key[1], param.types)]
    if any(c is None for c in costs):
        return None
    return max(costs, default=_EXACT)


def _same_record(dtype, record):
    """Whether a structured dtype has the fields, offsets and size of
    `record` (NumPy's align flag aside: a dtype read back from a file or an
    array interface loses it)."""
    if dtype.fields is None:
        return False
    try:
        spelling = dtypes.record_spelling(dtype)
    except ValueError:
        return False
    return spelling.rsplit(";", 1)[0] == record.name.rsplit(";", 1)[0]


class _Reinterpreted:
    """A device array seen with another dtype of the same size."""

    def __init__(self, value, dtype):
        interface = dict(value.__cuda_array_interface__)
        interface["typestr"] = dtype.str
        self.__cuda_array_interface__ = interface
        self.base = value  # keeps the memory alive during the launch


def _reinterpret(value, dtype):
    if isinstance(value, np.ndarray):
        return value.view(dtype)  # shares memory: the copy back reaches `value`
    return _Reinterpreted(value, dtype)


def _wrap(value, dtype):
    """`value` as a `dtype` scalar, converted as C converts (integers wrap)."""
    if isinstance(value, (int, np.integer)) and dtype.kind in "iu":
        bits = dtype.itemsize * 8
        value = int(value) & ((1 << bits) - 1)
        if dtype.kind == "i" and value >= 1 << (bits - 1):
            value -= 1 << bits
    return dtype.type(value)


class EagerSignatures:
    """The signatures of a kernel and, per kind of arguments, which one a
    launch takes and how its scalars convert."""

    def __init__(self, name, signatures):
        self.name = name
        self.params = [dtypes.parse_signature(s)[1] for s in signatures]
        self.plans = {}

    def convert(self, args):
        key = tuple(_key(value) for value in args)
        plan = self.plans.get(key)
        if plan is None:
            plan = self.plans[key] = self._plan(key)
        if not plan:
            return args
        converted = list(args)
        for position, convert in plan:
            converted[position] = convert(converted[position])
        return tuple(converted)  # the launch path takes a tuple

    def _plan(self, key):
        """[(position, dtype, is_array)] of the arguments to convert for the
        best fit: scalars converted, arrays reinterpreted."""
        best, best_cost = None, None
        only = len(self.params) == 1
        for params in self.params:
            if len(params) != len(key):
                continue
            costs = [_cost(k, p, only) for k, p in zip(key, params)]
            if any(c is None for c in costs):
                continue
            cost = sorted(costs, reverse=True)
            if best is None or cost < best_cost:
                best, best_cost = params, cost
        if best is None:
            raise TypingError("No matching definition for argument type(s) %s of `%s`; its "
                              "signatures are %s" % (
                                  ", ".join(_describe(k) for k in key), self.name,
                                  "; ".join(", ".join(p.signature_text() for p in params)
                                            for params in self.params)))
        plan = []
        for i, (k, p) in enumerate(zip(key, best)):
            convert = _converter(k, p)
            if convert is not None:
                plan.append((i, convert))
        return plan


def _converter(key, param):
    """What makes an argument of `key` one of type `param`: scalars
    converted, arrays reinterpreted, tuples member by member; None when it
    is one already."""
    if key[0] == "tuple":
        members = [_converter(k, p) for k, p in zip(key[1], param.types)]
        if all(m is None for m in members):
            return None

        def convert_tuple(value):
            converted = [v if m is None else m(v) for m, v in zip(members, value)]
            return type(value)(*converted) if key[2] is not None else tuple(converted)
        return convert_tuple
    if key[0] == "scalar" and key[1] != np.dtype(param.name):
        dtype = np.dtype(param.name)
        return lambda value: _wrap(value, dtype)
    if (key[0] == "array" and not isinstance(param.dtype, dtypes.Record) and
            key[1] != np.dtype(param.dtype.name)):
        dtype = np.dtype(param.dtype.name)  # records pass as they are
        return lambda value: _reinterpret(value, dtype)
    return None


def _describe(key):
    if key[0] == "tuple":
        members = ", ".join(_describe(k) for k in key[1])
        return "%s(%s)" % (key[2][0] if key[2] is not None else "tuple", members)
    if key[0] == "scalar":
        return str(key[1])
    if key[0] == "array":
        return "array(%s, %dd)" % (key[1], key[2])
    return key[1].__name__
