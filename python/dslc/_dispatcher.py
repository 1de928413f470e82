"""@cuda.jit functions: compiled per argument types on first use (or
eagerly for given signatures), launched with kernel[grid, block](...)."""

import ctypes
import dataclasses
import functools
import struct
import sys

from dslc import _launch_words as lw
from dslc import types as dtypes
from dslc._devices import _state as _thread
from dslc._devices import (
    LEGACY_STREAM,
    current_device_id,
    driver_available,
    get_device,
    stream_handle,
)
from dslc import _launch
from dslc._eager import EagerSignatures
from dslc._launch import packer
from dslc._lib import PRODUCT_LLVM, PRODUCT_PTX, PRODUCT_TYPED, OK, check, lib
from dslc._lib import ProgramOptions, Resources, error_for, take_string
from dslc._memory import record_code
from dslc._module import ModuleBuilder
from dslc.errors import Error, TypingError

_launch_c = lib.dslc_kernel_launch
_MAX_CONFIGS = 64


def _dims(value, what):
    if isinstance(value, int):
        return (value, 1, 1)
    try:
        dims = tuple(int(v) for v in value)
    except TypeError:
        raise Error("the %s of a launch is an int or a tuple of 1 to 3 ints, not %r"
                    % (what, value)) from None
    if not 1 <= len(dims) <= 3:
        raise Error("the %s of a launch has 1 to 3 dimensions, not %d" % (what, len(dims)))
    return dims + (1,) * (3 - len(dims))


def launch_config(dispatcher, griddim, blockdim, stream=0, sharedmem=0):
    """kernel[grid, block, stream, shared_bytes]: a function to call with
    the kernel's arguments."""
    handle = stream_handle(stream)
    grid, block = _dims(griddim, "grid"), _dims(blockdim, "block")
    launch = _launcher(dispatcher, _header(grid, block, int(sharedmem), handle), handle)
    launch.griddim, launch.blockdim = grid, block
    launch.stream, launch.sharedmem = stream, int(sharedmem)
    return launch


# The header words before the count are grid x, y, z, block x, y, z, shared
# bytes and stream in this order (checked once, here), so that a launch's
# configuration builds them by concatenation.
if (lw.GRID_X, lw.GRID_Y, lw.GRID_Z, lw.BLOCK_X, lw.BLOCK_Y, lw.BLOCK_Z, lw.SHARED_BYTES,
        lw.STREAM, lw.COUNT) != tuple(range(9)):
    raise ImportError("dslc: _launch_words orders the header words in a way _dispatcher.py "
                      "does not know")
# The C launcher takes the words before the count (one format letter each).
_HEADER_BEFORE_COUNT = struct.Struct(lw.HEADER_FORMAT[:1 + lw.COUNT])


def _header(grid, block, shared_bytes, stream):
    """A launch's header words before the argument count, in their order."""
    return grid + block + (shared_bytes, stream)


def _launcher(dispatcher, header, stream):
    """The launch of `dispatcher` with this configuration: the C launcher
    (_fastlaunch.Launcher) where it applies, with the Python launch behind
    it for what it leaves."""
    python_launch = _python_launcher(dispatcher, header, stream)
    if _launch.fast is None or stream or dispatcher._eager is not None:
        return python_launch
    return _Launch(dispatcher._kernels, _HEADER_BEFORE_COUNT.pack(*header), _thread,
                   python_launch, _raise_status)


def _raise_status(status):
    raise error_for(status) from None


if _launch.fast is not None:
    class _Launch(_launch.fast.Launcher):
        """A configured launch (C), with attributes: griddim, blockdim, ..."""


def _python_launcher(dispatcher, header, stream):
    """The launch in Python: pack the arguments into words (one handler per
    argument class), one C call; what is slow (compiling, host copies,
    waiting for producers) happens only when needed."""
    kernels = dispatcher._kernels
    eager = dispatcher._eager.convert if dispatcher._eager is not None else None
    handlers = _launch.handlers
    structs = _launch.structs

    def launch(*args):
        if eager is not None:
            args = eager(args)
        device_id = _thread.device
        kernel = kernels.get(device_id)
        if kernel is None:
            kernel = dispatcher._kernel(device_id)
        words = [*header, len(args)]
        codes = []
        extras = None
        try:
            for value in args:
                handle = handlers.get(value.__class__) or _launch.handler(value)
                extra = handle(value, words, codes)
                if extra is not None:
                    more = extra[1] if extra[0] == _launch.MANY else [extra]
                    extras = more if extras is None else extras + more
        except TypingError as e:
            raise TypingError("`%s`: %s" % (dispatcher.__name__, e)) from None
        codes = tuple(codes)
        st = structs.get(codes) or packer(codes)
        if stream:
            extras = _cupy_producers(args, extras)
        if extras is None:
            status = _launch_c(kernel, st.pack(*words))
            if status:
                raise error_for(status) from None
            return
        _launch_with_extras(kernel, st.pack(*words), extras, stream, device_id)

    return launch


def _cupy_producers(args, extras):
    """CuPy arrays are produced on CuPy's current stream, which a launch on
    another stream waits for. (A launch on the legacy default stream, the
    default, waits for CuPy's blocking streams by itself.)"""
    for value in args:
        if value.__class__.__module__.startswith("cupy"):
            import cupy
            wait = (_launch.WAIT, cupy.cuda.get_current_stream().ptr or LEGACY_STREAM)
            return [wait] if extras is None else extras + [wait]
    return extras


def _launch_with_extras(kernel, packed, extras, stream, device_id):
    """A launch with host copies, DLPack tensors to keep, or producer streams
    to wait for."""
    _wait_for_producers([e[1] for e in extras if e[0] == _launch.WAIT], stream, device_id)
    status = _launch_c(kernel, packed)
    if status:
        raise error_for(status) from None
    copies = [e for e in extras if e[0] == _launch.HOST_COPY and e[2] is not None]
    records = [e[2] for e in copies if isinstance(e[2], _launch.RecordCopyBack)]
    for _, device, host in copies:
        device.copy_to_host(host.host if isinstance(host, _launch.RecordCopyBack) else host,
                            stream=stream)
    if copies:
        check(lib.dslc_stream_synchronize(device_id, ctypes.c_void_p(stream or None)))
    for record in records:
        record.finish()


def _options_for_compiler(options):
    """jit options as the compiler takes them: integers by name."""
    out = {}
    for name, value in options.items():
        if value is None or name in ("link",):
            continue
        if name == "inline":
            value = 1 if value in (True, "always") else 0
        if name == "launch_bounds" and isinstance(value, tuple):
            value = value[0]
        if isinstance(value, bool) or isinstance(value, int):
            out[name] = int(value)
        else:
            raise Error("the option `%s=%r` of cuda.jit is not supported by dslc" % (name, value))
    return out


class _PythonConfigTable:
    """ConfigTable of _fastlaunch, in Python (a source tree without it)."""

    def __new__(cls, *args, **kwargs):
        self = super().__new__(cls)
        self._configs = {}
        return self

    def __getitem__(self, config):
        try:
            found = self._configs.get(config)
        except TypeError:  # an unhashable stream object
            found = None
        return found if found is not None else self._configure(config)


class Dispatcher(_launch.fast.ConfigTable if _launch.fast is not None else _PythonConfigTable):
    """What @cuda.jit makes of a Python function."""

    _dslc_dispatcher = True

    def __init__(self, py_func, signatures=(), options=None):
        self.py_func = py_func
        functools.update_wrapper(self, py_func)
        self.targetoptions = dict(options or {})
        if self.targetoptions.get("link"):
            raise Error("`link=` of cuda.jit is not supported: dslc compiles kernels from "
                        "their Python source and links only libdevice")
        self._options = _options_for_compiler(self.targetoptions)
        self._signatures = [dtypes.signature_text(s) for s in signatures]
        # Numba compiles no other signatures: launches convert to these.
        self._eager = None
        if self._signatures and not self.is_device:
            try:
                self._eager = EagerSignatures(self.__name__, self._signatures)
            except ValueError:
                pass  # a signature the compiler reports when compiling it
        self._programs = {}  # device id -> dslc_program*
        self._kernels = {}  # device id -> dslc_kernel*
        if self._signatures:
            self._compile_eagerly()

    def __del__(self):
        for program in getattr(self, "_programs", {}).values():
            try:
                lib.dslc_program_free(program)
            except Exception:
                pass

    @property
    def is_device(self):
        return bool(self._options.get("device"))

    def compile_options(self, device=None):
        options = dict(self._options)
        if device is not None:
            options["device"] = int(device)
        return options

    def __repr__(self):
        return "<dslc %s `%s`>" % ("device function" if self.is_device else "kernel",
                                   self.__name__)

    # ---- programs ----
    def _program(self, device_id):
        program = self._programs.get(device_id)
        if program is None:
            program = self._programs[device_id] = load_program(
                self.py_func, self._options, self._signatures, device_id)
        return program

    def _kernel(self, device_id):
        kernel = self._kernels.get(device_id)
        if kernel is None:
            if self.is_device:
                raise Error("`%s` is a device function (device=True): kernels call it; it "
                            "cannot be launched" % self.__name__)
            out = ctypes.c_void_p()
            check(lib.dslc_program_kernel(self._program(device_id), self.__name__.encode(),
                                          ctypes.byref(out)))
            kernel = self._kernels[device_id] = out.value
        return kernel

    def _compile_eagerly(self):
        """Numba compiles the signatures given to jit at once: typing errors
        are raised here. With a GPU each is compiled and loaded; without one
        it is compiled to PTX."""
        if self.is_device:
            self._program(current_device_id())
            return
        for signature in self._signatures:
            if driver_available()[0]:
                try:
                    arg_types = dtypes.parse_signature(signature)[1]
                except ValueError:
                    arg_types = None
                if arg_types is not None:
                    self._compile_types(arg_types)
                    continue
            emit(self._program(current_device_id()), self.__name__, signature, "",
                 PRODUCT_PTX)

    # ---- launching ----
    # kernel[grid, block] finds the launches configured before in
    # self._configs (the C base's subscript, or _PythonConfigTable's).
    def _configure(self, config):
        if not isinstance(config, tuple) or not 2 <= len(config) <= 4:
            raise Error("a launch is written kernel[grid, block] or kernel[grid, block, stream, "
                        "shared_bytes]")
        made = launch_config(self, *config)
        configs = self._configs
        if len(configs) >= _MAX_CONFIGS:
            configs.clear()
        try:
            configs[config] = made
        except TypeError:  # an unhashable stream object
            pass
        return made

    def __call__(self, *args, **kwargs):
        if self.is_device:
            raise Error("`%s` is a device function: it runs on the GPU, called from kernels"
                        % self.__name__)
        raise Error("kernel launch configuration was not specified. Use the syntax:\n\n"
                    "kernel_function[blockspergrid, threadsperblock](arg0, arg1, ..., argn)")

    def forall(self, ntasks, tpb=0, stream=0, sharedmem=0):
        """A launch of `ntasks` threads (Numba's forall)."""
        threads = tpb or 256
        blocks = max((int(ntasks) + threads - 1) // threads, 1)
        return launch_config(self, blocks, threads, stream, sharedmem)

    # ---- compiled variants ----
    def _compile_types(self, arg_types):
        words, codes = _words_for_types(arg_types)
        kernel = self._kernel(current_device_id())
        signature, ptx = ctypes.c_void_p(), ctypes.c_void_p()
        registers, threads = ctypes.c_int(), ctypes.c_int()
        shared = ctypes.c_uint32()
        check(lib.dslc_kernel_compile(kernel, packer(tuple(codes)).pack(*words),
                                      ctypes.byref(signature), ctypes.byref(ptx),
                                      ctypes.byref(registers), ctypes.byref(threads),
                                      ctypes.byref(shared)))
        take_string(ptx)
        return {"signature": take_string(signature), "registers": registers.value,
                "max_threads_per_block": threads.value, "shared": shared.value}

    @property
    def signatures(self):
        return [tuple(dtypes.parse_signature(s)[1]) for s in self._compiled_signatures()]

    def _compiled_signatures(self):
        seen = []
        for signature in self._signatures:
            text = _canonical(signature)
            if text is not None and text not in seen:
                seen.append(text)
        for kernel in self._kernels.values():
            for text in kernel_signatures(kernel):
                if text not in seen:
                    seen.append(text)
        return seen

    @property
    def overloads(self):
        return Overloads(self)

    def _arch(self):
        return get_device().arch if driver_available()[0] and self._kernels else ""

    def _inspect(self, product, signature):
        if signature is not None:
            return emit(self._program(current_device_id()), self.__name__,
                        dtypes.signature_text(signature), self._arch(), product)
        return {tuple(dtypes.parse_signature(s)[1]): emit(
            self._program(current_device_id()), self.__name__, s, self._arch(), product)
            for s in self._compiled_signatures()}

    def inspect_llvm(self, signature=None):
        return self._inspect(PRODUCT_LLVM, signature)

    def inspect_asm(self, signature=None):
        return self._inspect(PRODUCT_PTX, signature)

    def inspect_types(self, file=None, signature=None):
        texts = self._inspect(PRODUCT_TYPED, signature)
        file = sys.stdout if file is None else file
        for text in ([texts] if isinstance(texts, str) else texts.values()):
            print(text, file=file)

    def max_cooperative_grid_blocks(self, blockdim, dynsmemsize=0):
        signatures = self._compiled_signatures()
        if len(signatures) != 1:
            raise Error("max_cooperative_grid_blocks needs one compiled signature; `%s` has %d: "
                        "use kernel.overloads[signature].max_cooperative_grid_blocks"
                        % (self.__name__, len(signatures)))
        return Overload(self, signatures[0]).max_cooperative_grid_blocks(blockdim, dynsmemsize)

    def _resources(self, signature):
        arg_types = dtypes.parse_signature(signature)[1] if signature else None
        if arg_types is None:
            signatures = self._compiled_signatures()
            if len(signatures) != 1:
                raise Error("`%s` has %d compiled signatures: name one" % (self.__name__,
                                                                           len(signatures)))
            arg_types = dtypes.parse_signature(signatures[0])[1]
        return self._compile_types(arg_types)

    def get_resources(self, signature=None, block=None):
        """KernelResources of the kernel compiled for `signature` (or the one
        compiled signature); compiles it first when needed. With `block`
        (threads per block, an int or a tuple of 1 to 3 ints), those of the
        form a launch with that block runs: the kernel as compiled, or, for a
        block its registers do not allow, the form compiled to fit it
        (`form` says which)."""
        text = self._resources(signature)["signature"]
        arg_types = dtypes.parse_signature(text)[1]
        if block is None:
            words, codes = _words_for_types(arg_types)
            ask = lib.dslc_kernel_resources
        else:
            words, codes = _words_for_types(arg_types, _dims(block, "block"))
            ask = lib.dslc_kernel_launch_resources
        found = Resources()
        check(ask(self._kernel(current_device_id()), packer(tuple(codes)).pack(*words),
                  ctypes.byref(found)))
        spills = [None if v < 0 else v for v in (found.spill_store_bytes, found.spill_load_bytes)]
        return KernelResources(found.registers, spills[0], spills[1], found.local_bytes,
                               found.static_shared_bytes, found.constant_bytes,
                               found.max_threads_per_block, found.form_text.decode(),
                               found.form_threads)

    @property
    def resources(self):
        """get_resources() of the one compiled signature."""
        return self.get_resources()

    # Numba's names for the same figures.
    def get_regs_per_thread(self, signature=None):
        return self._resources(signature)["registers"]

    def get_max_threads_per_block(self, signature=None):
        return self._resources(signature)["max_threads_per_block"]

    def get_shared_mem_per_block(self, signature=None):
        return self._resources(signature)["shared"]

    def get_local_mem_per_thread(self, signature=None):
        return self.get_resources(signature).local_bytes

    def get_const_mem_size(self, signature=None):
        return self.get_resources(signature).constant_bytes


@dataclasses.dataclass(frozen=True)
class KernelResources:
    """What one compiled kernel uses on its GPU (`kernel.resources`): the
    driver's figures for the loaded function, the spills from the
    assembler's log (None when unknown: no log, as for a binary file's
    kernel), and which form of the kernel it is: "as compiled", or, for a
    launch whose block the kernel as compiled does not fit, the form that
    launch runs ("registers capped for 1024 threads", "uncoarsened for 1024
    threads", "uncoarsened, registers capped for 1024 threads")."""
    registers: int              # per thread
    spill_store_bytes: object   # int, or None
    spill_load_bytes: object
    local_bytes: int            # per thread: the stack frame
    static_shared_bytes: int    # per block
    constant_bytes: int         # user constant memory (global NumPy arrays)
    max_threads_per_block: int  # for those registers
    form: str = "as compiled"
    form_threads: int = 0       # the block's threads (whole warps) a fitting form is for

    def as_dict(self):
        return dataclasses.asdict(self)


def _canonical(signature):
    try:
        return dtypes.canonical_params(signature)
    except ValueError:
        return None


class Overloads:
    """dispatcher.overloads: compiled variants by argument types (a tuple of
    dslc or Numba types, a signature or its text)."""

    def __init__(self, dispatcher):
        self._dispatcher = dispatcher

    def _texts(self):
        return self._dispatcher._compiled_signatures()

    def __getitem__(self, key):
        text = _canonical(key)
        if text is None or text not in self._texts():
            raise KeyError(key)
        return Overload(self._dispatcher, text)

    def __contains__(self, key):
        return _canonical(key) in self._texts()

    def __len__(self):
        return len(self._texts())

    def __iter__(self):
        return iter(tuple(dtypes.parse_signature(t)[1]) for t in self._texts())

    def keys(self):
        return list(self)

    def values(self):
        return [Overload(self._dispatcher, t) for t in self._texts()]

    def items(self):
        return list(zip(self.keys(), self.values()))


class Overload:
    """One compiled variant (Numba's _Kernel)."""

    def __init__(self, dispatcher, signature_text):
        self._dispatcher = dispatcher
        self.signature = signature_text
        self.argtypes = tuple(dtypes.parse_signature(signature_text)[1])

    def max_cooperative_grid_blocks(self, blockdim, dynsmemsize=0):
        """The largest grid of `blockdim` blocks that is resident at once: the
        most a kernel that synchronises its grid may launch."""
        words, codes = _words_for_types(self.argtypes, _dims(blockdim, "block"),
                                        int(dynsmemsize))
        blocks = ctypes.c_uint32()
        kernel = self._dispatcher._kernel(current_device_id())
        check(lib.dslc_kernel_max_cooperative_blocks(kernel, packer(tuple(codes)).pack(*words),
                                                     ctypes.byref(blocks)))
        return blocks.value

    def inspect_asm(self):
        return self._dispatcher.inspect_asm(self.signature)

    def inspect_llvm(self):
        return self._dispatcher.inspect_llvm(self.signature)

    @property
    def regs_per_thread(self):
        return self._dispatcher.get_regs_per_thread(self.signature)

    @property
    def max_threads_per_block(self):
        return self._dispatcher.get_max_threads_per_block(self.signature)

    @property
    def shared_mem_per_block(self):
        return self._dispatcher.get_shared_mem_per_block(self.signature)

    @property
    def local_mem_per_thread(self):
        return self._dispatcher.get_local_mem_per_thread(self.signature)

    @property
    def const_mem_size(self):
        return self._dispatcher.get_const_mem_size(self.signature)

    @property
    def resources(self):
        return self._dispatcher.get_resources(self.signature)

    def get_resources(self, block=None):
        """The dispatcher's get_resources for this signature: with `block`,
        of the form a launch with that block runs."""
        return self._dispatcher.get_resources(self.signature, block)


def _words_for_types(arg_types, block=(1, 1, 1), shared_bytes=0):
    """Launch words standing for arguments of these types: arrays at
    distinct, aligned addresses (so that they do not overlap) with extents
    of 2 and the strides of their layout; a grid of one block."""
    words = [*_header((1, 1, 1), block, shared_bytes, 0), len(arg_types)]
    codes = []
    addresses = iter(range(1, 1 << 20))
    for t in arg_types:
        code, values = _type_words(t, addresses)
        codes.append(code)
        words += [code] + values
    return words, codes


def _type_words(t, addresses):
    """(code, words after it) standing for an argument of type `t`; arrays
    and records at the next of `addresses` (in units of 2^32 bytes)."""
    if isinstance(t, dtypes.Array):
        if isinstance(t.dtype, dtypes.Record):
            item, element = t.dtype.size(), record_code(t.dtype.name)
        else:
            item, element = dtypes.ITEM_SIZES[t.dtype.code], t.dtype.code
        code = element | lw.ARRAY_BITS | t.ndim << lw.NDIM_SHIFT
        shape = [2] * t.ndim
        if t.layout == "A":  # every other element: neither C nor F contiguous
            strides = [2 * item * 4 ** (t.ndim - 1 - d) for d in range(t.ndim)]
        elif t.layout == "F":
            strides = [item * 2 ** d for d in range(t.ndim)]
        else:
            strides = [item * 2 ** (t.ndim - 1 - d) for d in range(t.ndim)]
        return code, [next(addresses) << 32] + shape + strides
    if isinstance(t, dtypes.Scalar) and t.code is not None:
        return t.code, [0] * lw.VALUE_WORDS[t.code]  # complex128: two words
    if isinstance(t, dtypes.Record):
        return record_code(t.name), [next(addresses) << 32]  # a record's address
    if isinstance(t, dtypes.Tuple):
        values, formats = [], []
        for member in t.types:
            code, member_values = _type_words(member, addresses)
            values += member_values
            formats.append(_launch._format(code))
        return _launch.tuple_code(t.signature_text(), "".join(formats)), values
    raise TypingError("`%s` is not a type dslc kernels take" % t)


def load_program(py_func, options, signatures, device_id, arch=""):
    """The function and what it calls, loaded as a program for `device_id`."""
    builder = ModuleBuilder()
    builder.add_function(py_func, options, signatures)
    program_options = ProgramOptions(3, device_id, arch.encode() if arch else None, 1, None)
    out = ctypes.c_void_p()
    status = lib.dslc_program_load(builder.take(), ctypes.byref(program_options),
                                   ctypes.byref(out))
    if status != OK:
        raise error_for(status) from None
    return out.value


def emit(program, name, signature, arch, product):
    text, facts = ctypes.c_void_p(), ctypes.c_void_p()
    status = lib.dslc_program_emit(program, name.encode(), signature.encode(),
                                   arch.encode() if arch else None, product,
                                   ctypes.byref(text), ctypes.byref(facts))
    if status != OK:
        raise error_for(status) from None
    take_string(facts)
    return take_string(text)


def kernel_signatures(kernel):
    """The signatures a kernel has been compiled for, as the compiler prints them."""
    out = ctypes.c_void_p()
    check(lib.dslc_kernel_signatures(kernel, ctypes.byref(out)))
    text = take_string(out)
    return [line for line in text.split("\n") if line]


_wait_events = {}


def _wait_for_producers(producers, stream, device_id):
    """Honours the `stream` of __cuda_array_interface__: the launch's stream
    waits for the work the producers' streams have queued (an event, not a
    synchronisation of the host)."""
    mine = stream or LEGACY_STREAM
    for producer in producers:
        if producer in (mine, 0) or (producer == LEGACY_STREAM and mine == LEGACY_STREAM):
            continue
        event = _wait_events.get(device_id)
        if event is None:
            handle = ctypes.c_void_p()
            check(lib.dslc_event_create(device_id, 0, ctypes.byref(handle)))
            event = _wait_events[device_id] = handle
        check(lib.dslc_event_record(device_id, event, ctypes.c_void_p(producer)))
        check(lib.dslc_stream_wait_event(device_id, ctypes.c_void_p(stream or None), event))
