"""Ahead-of-time compiles to PTX, without a GPU: Numba's compile_ptx,
compile and compile_all, of kernels and of device functions that other code
links against."""

import ctypes

from dslc import types as dtypes
from dslc._devices import driver_available, get_device
from dslc._dispatcher import _options_for_compiler, emit, load_program
from dslc._lib import OK, PRODUCT_PTX, error_for, lib, take_string
from dslc.errors import SignatureError, UnsupportedError

# dslc_abi of the C interface.
_ABI_CODES = {"numba": 1, "c": 2}


def _arch(cc):
    if cc is None:
        return ""
    # (9, 0) or, for architecture-specific features, (9, 0, "a").
    return "sm_%d%d%s" % (cc[0], cc[1], cc[2] if len(cc) > 2 else "")


def _options(debug, lineinfo, fastmath, opt, launch_bounds, device):
    return _options_for_compiler({"debug": bool(debug), "lineinfo": bool(lineinfo),
                                  "fastmath": bool(fastmath), "opt": bool(opt),
                                  "device": bool(device), "launch_bounds": launch_bounds})


def _check_request(device, abi, output):
    if abi not in _ABI_CODES:
        raise UnsupportedError("Unsupported ABI: %s" % (abi,))
    if abi == "c" and not device:
        raise UnsupportedError("The C ABI is not supported for kernels")
    if output != "ptx":
        raise UnsupportedError("Unsupported output type: %s (dslc compiles to PTX)" % (output,))


def compile_ptx(pyfunc, sig, debug=False, lineinfo=False, device=False, fastmath=False,
                cc=None, opt=True, abi="numba", abi_info=None, output="ptx",
                forceinline=False, launch_bounds=None):
    """(PTX, result type) of `pyfunc` compiled for `sig` and compute
    capability `cc` ((9, 0); dslc's default when None). A kernel, or with
    `device=True` a `.visible .func` other code links against, with Numba's
    ABI (`int f(T* result, args...)`, the one `cuda.declare_device` calls)
    or the C ABI (`T f(args...)`), named `abi_info["abi_name"]` or after the
    function. No GPU is needed."""
    _check_request(device, abi, output)
    pyfunc = getattr(pyfunc, "py_func", pyfunc)
    return_type, arg_types = _signature(sig)
    if not device and return_type not in (None, dtypes.void):
        raise SignatureError("a kernel must have void return type, not `%s`" % (return_type,))
    options = _options(debug, lineinfo, fastmath, opt, launch_bounds, device)
    program = load_program(pyfunc, options, (), 0, _arch(cc))
    try:
        if not device:
            return emit(program, pyfunc.__name__, arg_types, _arch(cc), PRODUCT_PTX), dtypes.void
        text = arg_types if return_type is None else "%s(%s)" % (return_type.signature_text(),
                                                                 arg_types)
        abi_name = (abi_info or {}).get("abi_name", "")
        ptx, result = _emit_function(program, pyfunc.__name__, text, _arch(cc), abi, abi_name)
        return ptx, dtypes.parse_result_type(result)
    finally:
        lib.dslc_program_free(program)


def _emit_function(program, name, signature, arch, abi, abi_name):
    text, result = ctypes.c_void_p(), ctypes.c_void_p()
    status = lib.dslc_program_emit_function(
        program, name.encode(), signature.encode(), arch.encode() if arch else None,
        _ABI_CODES[abi], abi_name.encode() if abi_name else None, PRODUCT_PTX,
        ctypes.byref(text), ctypes.byref(result))
    if status != OK:
        raise error_for(status) from None
    return take_string(text), take_string(result)


def _signature(sig):
    """(return type or None, argument text) of `sig`."""
    text = dtypes.signature_text(sig)
    try:
        return_type, args = dtypes.parse_signature(text)
        return return_type, ", ".join(a.signature_text() for a in args)
    except ValueError:
        return None, text  # the compiler reports what it cannot read


def _current_cc():
    return get_device().compute_capability if driver_available()[0] else None


def compile_ptx_for_current_device(pyfunc, sig, debug=False, lineinfo=False, device=False,
                                   fastmath=False, opt=True, abi="numba", abi_info=None,
                                   output="ptx", forceinline=False, launch_bounds=None):
    return compile_ptx(pyfunc, sig, debug=debug, lineinfo=lineinfo, device=device,
                       fastmath=fastmath, cc=_current_cc(), opt=opt, abi=abi,
                       abi_info=abi_info, output=output, launch_bounds=launch_bounds)


def compile(pyfunc, sig, debug=None, lineinfo=False, device=True, fastmath=False, cc=None,  # noqa: A001
            opt=None, abi="c", abi_info=None, output="ptx", forceinline=False,
            launch_bounds=None):
    """Numba's cuda.compile: (code, result type); a device function with the
    C ABI unless told otherwise."""
    return compile_ptx(pyfunc, sig, debug=bool(debug), lineinfo=lineinfo, device=device,
                       fastmath=fastmath, cc=cc, opt=opt is not False, abi=abi,
                       abi_info=abi_info, output=output, launch_bounds=launch_bounds)


def compile_for_current_device(pyfunc, sig, debug=None, lineinfo=False, device=True,
                               fastmath=False, opt=None, abi="c", abi_info=None, output="ptx",
                               forceinline=False, launch_bounds=None):
    return compile(pyfunc, sig, debug=debug, lineinfo=lineinfo, device=device,
                   fastmath=fastmath, cc=_current_cc(), opt=opt, abi=abi, abi_info=abi_info,
                   output=output, launch_bounds=launch_bounds)


def compile_all(pyfunc, sig, debug=None, lineinfo=False, device=True, fastmath=False, cc=None,
                opt=None, abi="c", abi_info=None, output="ptx", forceinline=False,
                launch_bounds=None):
    """Numba's compile_all: ([code], result type); dslc links nothing beside
    the function, so the list holds its PTX alone."""
    code, result = compile(pyfunc, sig, debug=debug, lineinfo=lineinfo, device=device,
                           fastmath=fastmath, cc=cc, opt=opt, abi=abi, abi_info=abi_info,
                           output=output, launch_bounds=launch_bounds)
    return [code], result
