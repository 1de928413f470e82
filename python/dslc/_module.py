"""A kernel and what it calls, as the compiler's input: each function's own
source text (cut from its file, with its file name and line numbers) and the
values of the free names it reads, frozen when it is compiled as Numba
freezes them (numbers, bools, tuples, NumPy arrays as constant arrays,
dtypes and type objects, math/numpy functions, other @cuda.jit functions).
"""

import ast
import ctypes
import enum
import inspect
import textwrap
import types as pytypes

import numpy as np

from dslc import types as dtypes
from dslc._lib import ERROR, check, error_for, lib
from dslc._memory import as_device_array
from dslc.errors import Error

# Modules whose names kernel code reads, as the compiler calls them.
_MODULE_ALIASES = {"dslc.cuda": "numba.cuda", "dslc": "numba", "numba.cuda.stubs": "numba.cuda",
                   "dslc.cuda.random": "numba.cuda.random",
                   "dslc.cuda.libdevice": "numba.cuda.libdevice", "dslc.coop": "cuda.coop"}
# Option values as the compiler takes them (jit_options.def).
_COUNT_OPTIONS = ("max_registers", "launch_bounds")


def function_fragment(py_func):
    """(file, text, first line) of the `def` of `py_func` and its body."""
    name = getattr(py_func, "__name__", "?")
    if name == "<lambda>":
        raise Error("dslc compiles functions written with `def`, not lambdas")
    try:
        lines, start = inspect.getsourcelines(py_func)
    except (OSError, TypeError) as e:
        raise Error("the source of `%s` cannot be read (%s); dslc compiles a kernel from its "
                    "source" % (name, e)) from None
    offset = _def_line_index(lines)
    text = "".join(lines[offset:])
    return py_func.__code__.co_filename, text, max(start, 1) + offset


def _def_line_index(lines):
    """The index of the `def` line among `lines` (decorators come before)."""
    try:
        tree = ast.parse(textwrap.dedent("".join(lines)))
        node = tree.body[0]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return node.lineno - 1
    except SyntaxError:
        pass
    for i, line in enumerate(lines):
        if line.lstrip().startswith(("def ", "async def ")):
            return i
    return 0


def free_values(py_func):
    """The free names `py_func` reads with their values: closure cells, then
    its globals (attribute names in co_names that are not globals are left
    out; builtins are the compiler's)."""
    code = py_func.__code__
    values = {}
    closure = py_func.__closure__ or ()
    for name, cell in zip(code.co_freevars, closure):
        try:
            values[name] = cell.cell_contents
        except ValueError:
            values[name] = _Unbound
    module_globals = py_func.__globals__
    for name in _names_read(code):
        if name not in values and name in module_globals:
            values[name] = module_globals[name]
    return values


def _names_read(code):
    names = list(code.co_names)
    for const in code.co_consts:
        if isinstance(const, pytypes.CodeType):
            names.extend(_names_read(const))
    return names


class _Unbound:
    """A closure variable that has no value yet."""


def _is_dslc_dispatcher(value):
    return getattr(value, "_dslc_dispatcher", False)


def _py_func_of(value):
    """The Python function of a Numba dispatcher (cuda.jit or numba.jit), or None."""
    py_func = getattr(value, "py_func", None)
    if isinstance(py_func, pytypes.FunctionType) and "Dispatcher" in type(value).__name__:
        return py_func
    return None


def _numba_signatures(dispatcher):
    """The signatures a Numba device function was given (compiled at once),
    as dslc spells them; none for one compiled per call."""
    if getattr(dispatcher, "_can_compile", True):
        return ()
    texts = []
    for key, overload in getattr(dispatcher, "overloads", {}).items():
        params = ", ".join(dtypes.signature_text(t) for t in key)
        result = getattr(getattr(overload, "signature", None), "return_type", None)
        texts.append("%s(%s)" % (dtypes.signature_text(result), params) if result is not None
                     else params)
    return texts


def _describe(value):
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a dict"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, pytypes.FunctionType):
        return ("a Python function that is not compiled for the GPU (decorate it with "
                "`@cuda.jit(device=True)`)")
    if value is _Unbound:
        return "a variable that has no value when the kernel is compiled"
    if isinstance(value, np.ndarray):
        return "a NumPy array of dtype %s" % value.dtype
    return "an object of class `%s`" % type(value).__name__


class ModuleBuilder:
    """Collects a root function and the functions it calls into a C-level
    dslc_source; `build()` loads it as a program."""

    def __init__(self):
        self._source = lib.dslc_source_new()
        self._index = {}  # (id(py_func), options, signatures) -> function index
        self._keep = []  # keeps functions alive while their ids are keys

    def __del__(self):
        if getattr(self, "_source", None):
            lib.dslc_source_free(self._source)

    def add_function(self, py_func, options, signatures=()):
        # One Python function may be jitted twice with other signatures or
        # options (`cuda.jit(sigs, device=True)(f)` for each of two sig lists).
        key = (id(py_func), tuple(sorted(options.items())), tuple(signatures))
        index = self._index.get(key)
        if index is not None:
            return index
        file, text, first_line = function_fragment(py_func)
        out = ctypes.c_int()
        check(lib.dslc_source_add_function(
            self._source, file.encode(), text.encode(), first_line,
            py_func.__name__.encode(), ctypes.byref(out)))
        index = out.value
        self._index[key] = index
        self._keep.append(py_func)
        for name, value in options.items():
            check(lib.dslc_source_set_option(self._source, index, name.encode(), int(value)))
        for signature in signatures:
            check(lib.dslc_source_add_signature(self._source, index, signature.encode()))
        for name, value in free_values(py_func).items():
            frozen = self._freeze(value)
            if not frozen:
                raise error_for(ERROR, "`%s` of `%s`" % (name, py_func.__name__)) from None
            check(lib.dslc_source_bind(self._source, index, name.encode(), frozen))
        return index

    def take(self):
        """The assembled source, for dslc_program_load (which consumes it)."""
        source, self._source = self._source, None
        return source

    def _device_function(self, value):
        """A device function: dslc's or Numba's, with its eager signatures
        (a call then takes the one that fits, as in Numba)."""
        if _is_dslc_dispatcher(value):
            return lib.dslc_value_function(self.add_function(
                value.py_func, value.compile_options(device=True), value._signatures))
        py_func = _py_func_of(value)
        options = {"device": 1}
        if getattr(value, "targetoptions", {}).get("fastmath"):
            options["fastmath"] = 1
        return lib.dslc_value_function(
            self.add_function(py_func, options, _numba_signatures(value)))

    def _freeze(self, value):
        """A new dslc_value for `value`."""
        if getattr(value, "__module__", None) == "numba.cuda.random" and hasattr(value, "__name__"):
            # Numba's own device functions: dslc's library module has them.
            return lib.dslc_value_member(b"numba.cuda.random", value.__name__.encode())
        if _is_dslc_dispatcher(value) or _py_func_of(value) is not None:
            return self._device_function(value)
        if isinstance(value, enum.Enum) and _is_coop_enum(type(value)):
            return lib.dslc_value_member(
                b"cuda.coop", ("%s.%s" % (type(value).__name__, value.name)).encode())
        if isinstance(value, type) and _is_coop_enum(value):
            return lib.dslc_value_member(b"cuda.coop", value.__name__.encode())
        if isinstance(value, enum.Enum):  # before int: an IntEnum member is an int
            return self._enum(type(value), value.name)
        if isinstance(value, type) and issubclass(value, enum.Enum):
            return self._enum(value, None)
        if isinstance(value, (bool, np.bool_)):
            return lib.dslc_value_bool(int(bool(value)))
        if isinstance(value, int):
            if -(1 << 63) <= value < (1 << 63):
                return lib.dslc_value_int(dtypes.DTYPE_CODES["int64"], value)
            if 0 <= value < (1 << 64):
                return lib.dslc_value_int(dtypes.DTYPE_CODES["uint64"], value - (1 << 64))
            return lib.dslc_value_unusable(b"an integer too large for 64 bits")
        if isinstance(value, float):
            return lib.dslc_value_float(dtypes.DTYPE_CODES["float64"], value)
        if isinstance(value, complex):
            return lib.dslc_value_complex(dtypes.DTYPE_CODES["complex128"], value.real, value.imag)
        if isinstance(value, np.generic) and value.dtype.name in dtypes.DTYPE_CODES:
            code = dtypes.DTYPE_CODES[value.dtype.name]
            if value.dtype.kind in "iu":
                bits = int(value)
                return lib.dslc_value_int(code, bits - (1 << 64) if bits >= (1 << 63) else bits)
            if value.dtype.kind == "c":
                return lib.dslc_value_complex(code, float(value.real), float(value.imag))
            return lib.dslc_value_float(code, float(value))
        if value is None:
            return lib.dslc_value_none()
        if isinstance(value, tuple):
            return self._tuple(value)
        if isinstance(value, np.ndarray) and value.dtype.name in dtypes.DTYPE_CODES:
            return self._array(value)
        if hasattr(value, "__cuda_array_interface__") and not isinstance(value, type):
            return self._device_array(value)
        if isinstance(value, pytypes.ModuleType):
            name = _MODULE_ALIASES.get(value.__name__, value.__name__)
            return lib.dslc_value_module(name.encode())
        member = _member_of(value)
        if member is not None:
            return lib.dslc_value_member(member[0].encode(), member[1].encode())
        return lib.dslc_value_unusable(_describe(value).encode())

    def _enum(self, cls, member):
        """An enum class (`member` None) or one of its members: the class's
        name, kind and members, which the compiler types as Numba does."""
        if issubclass(cls, enum.Flag):
            return lib.dslc_value_unusable(
                ("enum class `%s`, a `Flag` (kernel code has classes deriving from `enum.Enum` "
                 "and `enum.IntEnum`)" % cls.__name__).encode())
        members = list(cls.__members__.items())
        names = (ctypes.c_char_p * max(len(members), 1))(*[n.encode() for n, _ in members])
        values = (ctypes.c_void_p * max(len(members), 1))(
            *[self._freeze(m.value) for _, m in members])
        return lib.dslc_value_enum(cls.__name__.encode(), int(issubclass(cls, enum.IntEnum)),
                                   names, values, len(members),
                                   None if member is None else member.encode())

    def _tuple(self, value):
        elements = [self._freeze(v) for v in value]
        array = (ctypes.c_void_p * max(len(elements), 1))(*elements)
        return lib.dslc_value_tuple(array, len(elements))

    def _device_array(self, value):
        """A device array (CuPy, PyTorch, Numba, dslc): captured by pointer,
        as Numba captures it; the kernel reads and writes its memory."""
        array = as_device_array(value)
        if array.dtype.name not in dtypes.DTYPE_CODES or not 1 <= array.ndim <= 4:
            return lib.dslc_value_unusable(
                ("a device array of dtype %s and %d dimensions" % (array.dtype, array.ndim))
                .encode())
        shape = (ctypes.c_int64 * array.ndim)(*array.shape)
        strides = (ctypes.c_int64 * array.ndim)(*array.strides)
        return lib.dslc_value_device_array(dtypes.DTYPE_CODES[array.dtype.name], array.ndim,
                                           shape, strides, array._pointer)

    def _array(self, value):
        data = np.ascontiguousarray(value)
        shape = (ctypes.c_int64 * max(data.ndim, 1))(*data.shape)
        return lib.dslc_value_array(dtypes.DTYPE_CODES[data.dtype.name], data.ndim, shape,
                                    data.ctypes.data_as(ctypes.c_void_p))


_COOP_ENUMS = ("BlockLoadAlgorithm", "BlockStoreAlgorithm")
_COOP_MODULES = ("dslc.coop", "cuda.coop", "cuda.cccl.cooperative")


def _is_coop_enum(cls):
    """Whether `cls` is cuda.coop's algorithm enum (dslc.coop's, or cuda.coop's
    own): a kernel gets the library's class, whose members the collectives
    compare with, as when it names `coop.BlockLoadAlgorithm` itself."""
    module = getattr(cls, "__module__", "") or ""
    return cls.__name__ in _COOP_ENUMS and any(
        module == m or module.startswith(m + ".") for m in _COOP_MODULES)


def _member_of(value):
    """(module, member) for a value kernel code knows by a qualified name."""
    member = getattr(value, "_dslc_member", None)  # dslc.cuda's device-only names
    if isinstance(member, tuple):
        return member
    if isinstance(value, dtypes.Scalar):
        return ("numba", "boolean" if value.name == "bool" else value.name)
    if isinstance(value, np.dtype):
        return ("numpy", "bool_" if value.name == "bool" else value.name)
    if isinstance(value, type) and issubclass(value, np.generic):
        return ("numpy", value.__name__)
    if isinstance(value, np.ufunc):
        return ("numpy", value.__name__)
    module = getattr(value, "__module__", None) or ""
    name = getattr(value, "__name__", None)
    if name is None:
        # Numba's type objects: numba.float32 is an instance, named by str()
        # (numba-cuda's own, numba.cuda.types.float32, where Numba's are not).
        if module.startswith(("numba.core.types", "numba.cuda.types")):
            text = str(value)
            return ("numba", "boolean" if text == "bool" else text)
        return None
    if module in ("math", "cmath"):
        return (module, name)
    if module == "numpy" or module.startswith("numpy."):
        return ("numpy", name)
    if module == "numba.cuda.libdevice":  # Numba's stubs of libdevice's functions
        return (module, name)
    if module.startswith("numba.cuda"):
        return ("numba.cuda", name)
    if module == "builtins" and isinstance(value, (pytypes.BuiltinFunctionType, type)):
        return ("builtins", name)
    return None
