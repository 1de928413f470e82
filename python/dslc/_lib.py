"""libdslc.so through ctypes: the C interface (include/dslc/c_api.h).

The library is looked up in this order: $DSLC_LIBRARY, the copy bundled in
the wheel (dslc/_native/lib/libdslc.so), then the build tree the package
sits in (python/dslc -> build/lib/libdslc.so), for development.
"""

import ctypes
import json
import os

from dslc.errors import (
    CompileError,
    CudaError,
    Diagnostic,
    GpuFaultError,
    DiagnosticNote,
    Error,
    InternalError,
    kernel_error_class,
)

OK = 0
ERROR = 1
COMPILE_ERROR = 2
CUDA_ERROR = 3
INTERNAL_ERROR = 4
KERNEL_ERROR = 5

PRODUCT_PTX = 0
PRODUCT_LLVM = 1
PRODUCT_TYPED = 2

_here = os.path.dirname(os.path.abspath(__file__))


def _candidates():
    env = os.environ.get("DSLC_LIBRARY")
    if env:
        yield env
    yield os.path.join(_here, "_native", "lib", "libdslc.so")
    yield os.path.join(os.path.dirname(os.path.dirname(_here)), "build", "lib", "libdslc.so")


class ProgramOptions(ctypes.Structure):
    _fields_ = [
        ("opt_level", ctypes.c_int),
        ("device", ctypes.c_int),
        ("arch", ctypes.c_char_p),
        ("use_cache", ctypes.c_int),
        ("cache_dir", ctypes.c_char_p),
    ]


class Resources(ctypes.Structure):
    """dslc_resources (c_api.h)."""
    _fields_ = [
        ("registers", ctypes.c_int),
        ("max_threads_per_block", ctypes.c_int),
        ("static_shared_bytes", ctypes.c_uint32),
        ("local_bytes", ctypes.c_uint64),
        ("constant_bytes", ctypes.c_uint64),
        ("spill_store_bytes", ctypes.c_int64),
        ("spill_load_bytes", ctypes.c_int64),
        ("form", ctypes.c_int),
        ("form_threads", ctypes.c_uint32),
        ("form_text", ctypes.c_char * 64),
    ]


class DeviceProperties(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char * 256),
        ("compute_major", ctypes.c_int),
        ("compute_minor", ctypes.c_int),
        ("multiprocessors", ctypes.c_int),
        ("total_memory", ctypes.c_int64),
        ("max_threads_per_block", ctypes.c_int),
        ("max_threads_per_multiprocessor", ctypes.c_int),
        ("max_shared_memory_per_block", ctypes.c_int),
        ("max_shared_memory_per_block_optin", ctypes.c_int),
        ("warp_size", ctypes.c_int),
        ("l2_cache_bytes", ctypes.c_int),
        ("cooperative_launch", ctypes.c_int),
        ("arch", ctypes.c_char * 16),
        ("uuid", ctypes.c_char * 48),
        ("pci_bus_id", ctypes.c_int),
    ]


_p = ctypes.c_void_p
_i = ctypes.c_int
_u64 = ctypes.c_uint64
_i64 = ctypes.c_int64
_str = ctypes.c_char_p
_pp = ctypes.POINTER(ctypes.c_void_p)
_pstr = ctypes.POINTER(ctypes.c_char_p)

# name: (restype, argtypes). Functions returning a status have restype int.
_SIGNATURES = {
    "dslc_error_message": (_str, []),
    "dslc_error_diagnostics": (_str, []),
    "dslc_error_cuda_call": (_str, []),
    "dslc_error_cuda_result": (_i, []),
    "dslc_error_cuda_name": (_str, []),
    "dslc_error_kernel": (_str, []),
    "dslc_error_kernel_failure": (_str, []),
    "dslc_string_free": (None, [_p]),
    "dslc_value_int": (_p, [_i, _i64]),
    "dslc_value_float": (_p, [_i, ctypes.c_double]),
    "dslc_value_complex": (_p, [_i, ctypes.c_double, ctypes.c_double]),
    "dslc_value_bool": (_p, [_i]),
    "dslc_value_none": (_p, []),
    "dslc_value_tuple": (_p, [_pp, ctypes.c_size_t]),
    "dslc_value_module": (_p, [_str]),
    "dslc_value_member": (_p, [_str, _str]),
    "dslc_value_function": (_p, [_i]),
    "dslc_value_array": (_p, [_i, _i, ctypes.POINTER(_i64), _p]),
    "dslc_value_device_array": (_p, [_i, _i, ctypes.POINTER(_i64), ctypes.POINTER(_i64), _u64]),
    "dslc_value_unusable": (_p, [_str]),
    "dslc_value_enum": (_p, [_str, _i, _pstr, _pp, ctypes.c_size_t, _str]),
    "dslc_enum_code": (_i, [_str, ctypes.POINTER(_i)]),
    "dslc_tuple_code": (_i, [_str, ctypes.POINTER(_i)]),
    "dslc_value_free": (None, [_p]),
    "dslc_record_dtype": (_i, [_str, ctypes.POINTER(_i)]),
    "dslc_source_new": (_p, []),
    "dslc_source_free": (None, [_p]),
    "dslc_source_add_function": (_i, [_p, _str, _str, _i, _str, ctypes.POINTER(_i)]),
    "dslc_source_set_option": (_i, [_p, _i, _str, _i64]),
    "dslc_source_add_signature": (_i, [_p, _i, _str]),
    "dslc_source_bind": (_i, [_p, _i, _str, _p]),
    "dslc_program_load": (_i, [_p, ctypes.POINTER(ProgramOptions), _pp]),
    "dslc_program_free": (None, [_p]),
    "dslc_program_emit": (_i, [_p, _str, _str, _str, _i, _pp, _pp]),
    "dslc_program_emit_function": (_i, [_p, _str, _str, _str, _i, _str, _i, _pp, _pp]),
    "dslc_program_kernel": (_i, [_p, _str, _pp]),
    "dslc_kernel_launch": (_i, [_p, _p]),
    "dslc_kernel_compile": (
        _i,
        [_p, _p, _pp, _pp, ctypes.POINTER(_i), ctypes.POINTER(_i), ctypes.POINTER(ctypes.c_uint32)],
    ),
    "dslc_kernel_launch_signature": (_i, [_p, _p, _pp, ctypes.POINTER(_i)]),
    "dslc_kernel_resources": (_i, [_p, _p, ctypes.POINTER(Resources)]),
    "dslc_kernel_launch_resources": (_i, [_p, _p, ctypes.POINTER(Resources)]),
    "dslc_kernel_max_cooperative_blocks": (_i, [_p, _p, ctypes.POINTER(ctypes.c_uint32)]),
    "dslc_kernel_signatures": (_i, [_p, _pp]),
    "dslc_driver_available": (_i, [_pp]),
    "dslc_device_count": (_i, [ctypes.POINTER(_i)]),
    "dslc_driver_version": (_i, [ctypes.POINTER(_i)]),
    "dslc_device_properties": (_i, [_i, ctypes.POINTER(DeviceProperties)]),
    "dslc_device_make_current": (_i, [_i]),
    "dslc_device_synchronize": (_i, [_i]),
    "dslc_device_memory_info": (_i, [_i, ctypes.POINTER(_u64), ctypes.POINTER(_u64)]),
    "dslc_mem_alloc": (_i, [_i, _u64, ctypes.POINTER(_u64)]),
    "dslc_mem_free": (_i, [_i, _u64]),
    "dslc_host_alloc": (_i, [_i, _u64, _pp]),
    "dslc_host_free": (_i, [_i, _p]),
    "dslc_memcpy_htod": (_i, [_i, _u64, _p, _u64, _p]),
    "dslc_memcpy_dtoh": (_i, [_i, _p, _u64, _u64, _p]),
    "dslc_memcpy_dtod": (_i, [_i, _u64, _u64, _u64, _p]),
    "dslc_memset": (_i, [_i, _u64, ctypes.c_uint8, _u64, _p]),
    "dslc_stream_create": (_i, [_i, _pp]),
    "dslc_stream_destroy": (_i, [_i, _p]),
    "dslc_stream_synchronize": (_i, [_i, _p]),
    "dslc_event_create": (_i, [_i, _i, _pp]),
    "dslc_event_destroy": (_i, [_i, _p]),
    "dslc_event_record": (_i, [_i, _p, _p]),
    "dslc_event_synchronize": (_i, [_i, _p]),
    "dslc_event_query": (_i, [_i, _p, ctypes.POINTER(_i)]),
    "dslc_stream_wait_event": (_i, [_i, _p, _p]),
    "dslc_event_elapsed_ms": (_i, [_p, _p, ctypes.POINTER(ctypes.c_float)]),
}


def _load():
    tried = []
    for path in _candidates():
        if not os.path.exists(path):
            tried.append(path)
            continue
        library = ctypes.CDLL(path)
        for name, (restype, argtypes) in _SIGNATURES.items():
            function = getattr(library, name)
            function.restype = restype
            function.argtypes = argtypes
        library.path = path
        return library
    raise ImportError("dslc: libdslc.so not found; looked at " + ", ".join(tried))


lib = _load()



def _text(raw):
    return raw.decode("utf-8", "replace") if raw else ""


def _diagnostics():
    try:
        data = json.loads(_text(lib.dslc_error_diagnostics()) or "[]")
    except ValueError:
        return []
    result = []
    for d in data:
        notes = [
            DiagnosticNote(n.get("file", ""), n.get("line", 0), n.get("column", 0), n.get("message", ""))
            for n in d.get("notes", [])
        ]
        result.append(
            Diagnostic(
                d.get("severity", "error"),
                d.get("file", ""),
                d.get("line", 0),
                d.get("column", 0),
                d.get("message", ""),
                notes,
            )
        )
    return result


def error_for(status, context=None):
    """The exception for a failed call's `status` (read on this thread)."""
    message = _text(lib.dslc_error_message())
    if context:
        message = context + ": " + message
    if status == COMPILE_ERROR:
        return CompileError(message, _diagnostics())
    if status == CUDA_ERROR:
        result = lib.dslc_error_cuda_result()
        kind = GpuFaultError if result in GpuFaultError.RESULTS else CudaError
        return kind(
            message,
            call=_text(lib.dslc_error_cuda_call()),
            result=result,
            result_name=_text(lib.dslc_error_cuda_name()),
            kernel=_text(lib.dslc_error_kernel()),
        )
    if status == INTERNAL_ERROR:
        return InternalError(message)
    if status == KERNEL_ERROR:
        details = json.loads(_text(lib.dslc_error_kernel_failure()) or "{}")
        cls = kernel_error_class(details.get("exception", ""))
        return cls(message, kernel=_text(lib.dslc_error_kernel()), details=details)
    return Error(message)


def check(status, context=None):
    if status != OK:
        raise error_for(status, context)


def take_string(pointer):
    """A char* the library allocated, as str, freed."""
    if not pointer.value:
        return ""
    try:
        return ctypes.string_at(pointer.value).decode("utf-8", "replace")
    finally:
        lib.dslc_string_free(pointer.value)
