"""Ahead-of-time compiles to PTX, without a GPU: Numba's compile_ptx and
compile."""

from dslc import types as dtypes
from dslc._devices import driver_available, get_device
from dslc._dispatcher import emit, load_program
from dslc._lib import PRODUCT_PTX, lib
from dslc.errors import Error


def _arch(cc):
    if cc is None:
        return ""
    major, minor = cc
    return "sm_%d%d" % (major, minor)


def compile_ptx(pyfunc, sig, debug=False, lineinfo=False, device=False, fastmath=False,
                cc=None, opt=True, abi="numba", abi_info=None, output="ptx"):
    """(PTX, return type) of `pyfunc` compiled for `sig` and compute
    capability `cc` ((9, 0); dslc's default when None). No GPU is needed."""
    if output != "ptx":
        raise Error("dslc compiles to PTX only (output=%r)" % (output,))
    if device:
        raise Error("dslc compiles kernels to PTX; a device function on its own (device=True) "
                    "is compiled into the kernels that call it")
    pyfunc = getattr(pyfunc, "py_func", pyfunc)
    return_type, arg_types = _signature(sig)
    if return_type not in (None, dtypes.void):
        raise Error("a kernel returns nothing: its signature's return type is `void`, not `%s`"
                    % return_type)
    options = {"debug": int(bool(debug)), "lineinfo": int(bool(lineinfo)),
               "fastmath": int(bool(fastmath)), "opt": int(bool(opt))}
    program = load_program(pyfunc, options, (), 0, _arch(cc))
    try:
        ptx = emit(program, pyfunc.__name__, arg_types, _arch(cc), PRODUCT_PTX)
    finally:
        lib.dslc_program_free(program)
    return ptx, dtypes.void


def _signature(sig):
    text = dtypes.signature_text(sig)
    try:
        return_type, args = dtypes.parse_signature(text)
        return return_type, ", ".join(a.signature_text() for a in args)
    except ValueError:
        return None, text  # the compiler reports what it cannot read


def compile_ptx_for_current_device(pyfunc, sig, debug=False, lineinfo=False, device=False,
                                   fastmath=False, opt=True, abi="numba", abi_info=None,
                                   output="ptx"):
    cc = get_device().compute_capability if driver_available()[0] else None
    return compile_ptx(pyfunc, sig, debug=debug, lineinfo=lineinfo, device=device,
                       fastmath=fastmath, cc=cc, opt=opt, abi=abi, abi_info=abi_info,
                       output=output)


def compile(pyfunc, sig, debug=None, lineinfo=False, device=True, fastmath=False, cc=None,  # noqa: A001
            opt=None, abi="c", abi_info=None, output="ptx"):
    """Numba's cuda.compile: (code, return type). dslc compiles kernels
    (device=False); see compile_ptx."""
    return compile_ptx(pyfunc, sig, debug=bool(debug), lineinfo=lineinfo, device=device,
                       fastmath=fastmath, cc=cc, opt=opt is not False, abi=abi,
                       abi_info=abi_info, output=output)
