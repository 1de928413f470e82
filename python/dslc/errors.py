"""The exceptions dslc raises.

A compile error's str() is the compiler's diagnostic text (file:line:col,
the quoted source line and a caret, as `dslc compile` prints it);
.diagnostics holds the same as data.
"""


class Error(Exception):
    """Any failure dslc reports; the message is complete and user-facing."""


class CompileError(Error):
    """A kernel did not compile."""

    def __init__(self, message, diagnostics=()):
        super().__init__(message)
        self.diagnostics = list(diagnostics)


class TypingError(CompileError):
    """Arguments a kernel cannot be typed for (Numba's TypingError)."""


class UnsupportedError(Error, NotImplementedError):
    """A request neither dslc nor Numba supports (an ABI, an output kind);
    a NotImplementedError, as Numba raises."""


class SignatureError(Error, TypeError):
    """A signature that does not fit what is compiled (a kernel given a
    return type); a TypeError, as Numba raises."""


class CudaError(Error):
    """A CUDA driver call failed: names the call, its result and the kernel."""

    def __init__(self, message, call="", result=0, result_name="", kernel=""):
        super().__init__(message)
        self.call = call
        self.result = result
        self.result_name = result_name
        self.kernel = kernel


class GpuFaultError(CudaError):
    """The GPU faulted running a kernel (an illegal or misaligned address, an
    illegal instruction, a trap): the message names the kernel launched last
    and its launch configuration, and says to rerun it with debug=True. The
    CUDA driver runs nothing more in the process after such an error: every
    later call raises this again, and the process must be restarted."""

    # The CUresult values that leave a context unusable (runtime/gpu_fault.cpp).
    RESULTS = frozenset({700, 710, 714, 715, 716, 717, 718, 719, 702})


class KernelError(Error):
    """A kernel compiled with debug=True failed a check: an index out of
    bounds, a zero divisor, a `raise` or a failed `assert`. The first failure
    of the launch is reported after the launch; the process stays usable.

    The exception raised is also an instance of the Python class the kernel
    raised (IndexError, ZeroDivisionError, AssertionError, or the builtin
    class a `raise` names), so `except IndexError:` catches it, as with
    Numba. Attributes: kernel, function, file, line, column, exception (the
    class name), message, index, extent and axis (for an IndexError of a
    bounds check, else None), thread and block ((x, y, z) tuples)."""

    def __init__(self, message, kernel="", details=None):
        super().__init__(message)
        details = details or {}
        self.kernel = kernel
        self.function = details.get("function", "")
        self.file = details.get("file", "")
        self.line = details.get("line", 0)
        self.column = details.get("column", 0)
        self.exception = details.get("exception", "")
        self.message = details.get("message", "")
        bounds = details.get("bounds", False)
        self.index = details.get("index") if bounds else None
        self.extent = details.get("extent") if bounds else None
        self.axis = details.get("axis") if bounds else None
        self.thread = tuple(details.get("thread", (0, 0, 0)))
        self.block = tuple(details.get("block", (0, 0, 0)))


_kernel_error_classes = {}


def kernel_error_class(name):
    """KernelError, joined with the builtin exception class `name` when
    there is one (IndexError -> a class that is both)."""
    import builtins

    base = getattr(builtins, name, None)
    if not (isinstance(base, type) and issubclass(base, Exception)) or issubclass(base, Error):
        return KernelError
    if name not in _kernel_error_classes:
        # A class of both: Exception.__init__ keeps the message as args[0],
        # so str() is the message with either base.
        _kernel_error_classes[name] = type("KernelError", (KernelError, base), {
            "__module__": __name__,
            "__qualname__": "KernelError",
        })
    return _kernel_error_classes[name]


class CudaSupportError(Error):
    """No CUDA driver or GPU is available (Numba's CudaSupportError)."""


class InternalError(Error):
    """A bug in dslc itself; the message says where to report it."""


class DiagnosticNote:
    __slots__ = ("file", "line", "column", "message")

    def __init__(self, file, line, column, message):
        self.file, self.line, self.column, self.message = file, line, column, message

    def __repr__(self):
        return "DiagnosticNote(%r, %d, %d, %r)" % (self.file, self.line, self.column, self.message)


class Diagnostic:
    """One error or warning: where it points, what it says, and its notes."""

    __slots__ = ("severity", "file", "line", "column", "message", "notes")

    def __init__(self, severity, file, line, column, message, notes=()):
        self.severity = severity
        self.file, self.line, self.column, self.message = file, line, column, message
        self.notes = list(notes)

    def __repr__(self):
        return "Diagnostic(%r, %r, %d, %d, %r)" % (
            self.severity,
            self.file,
            self.line,
            self.column,
            self.message,
        )
