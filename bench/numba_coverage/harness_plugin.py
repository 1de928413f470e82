"""A pytest plugin that measures how many of the kernels numba-cuda's own
tests launch dslc compiles, and whether they give Numba's results.

Loaded with `-p harness_plugin` while a numba-cuda test file runs on a GPU
machine. Every kernel launch Numba makes (CUDADispatcher.call) is repeated
with dslc on copies of the arguments taken before Numba's launch, with the
same launch configuration, and the arrays after both launches are compared.
Kernels compiled eagerly without a launch are compiled by dslc for the same
signature. One JSON record per (kernel, signature) goes to the file named
by $DSLC_COVERAGE_LOG. The test itself sees only Numba's launch.
"""

import json
import os
import traceback

import numpy as np

np.row_stack = getattr(np, "row_stack", np.vstack)  # Numba reads it on NumPy 2

from numba import cuda as ncuda  # noqa: E402
from numba.cuda import dispatcher as ndispatcher  # noqa: E402

import dslc  # noqa: E402
from dslc import cuda as dcuda  # noqa: E402

_LOG = os.environ.get("DSLC_COVERAGE_LOG", "coverage.jsonl")
_seen = {}  # (kernel id, signature) -> record already written
# id(Numba dispatcher) -> (that dispatcher, dslc's): holding the dispatcher
# keeps its id from being reused by a later test's.
_dslc_kernels = {}
_OPTIONS = ("fastmath", "opt", "lineinfo", "debug", "max_registers", "launch_bounds", "inline",
            "link")


def _kernel_id(py_func):
    code = py_func.__code__
    return "%s:%d:%s" % (os.path.basename(code.co_filename), code.co_firstlineno,
                         py_func.__qualname__)


def _write(record):
    with open(_LOG, "a") as f:
        f.write(json.dumps(record) + "\n")


def _reason(error):
    """The first line of an error: what groups failures."""
    text = str(error).strip() or type(error).__name__
    return "%s: %s" % (type(error).__name__, text.splitlines()[0][:300]), text[:2000]


def _snapshot(value):
    """A host copy of an argument (None for what is not an array)."""
    if isinstance(value, np.ndarray):
        return value.copy()
    if hasattr(value, "copy_to_host"):  # a Numba device array keeps its structured dtype
        return value.copy_to_host()
    if ncuda.is_cuda_array(value):
        return ncuda.as_cuda_array(value).copy_to_host()
    return None


def _dslc_argument(value, snapshot):
    if snapshot is None:
        return value
    if isinstance(value, np.ndarray):
        return snapshot.copy()  # copied in and back by dslc, as by Numba
    return dcuda.to_device(snapshot)


def _numba_argument(value, snapshot):
    if snapshot is None:
        return value
    if isinstance(value, np.ndarray):
        return snapshot.copy()
    return ncuda.to_device(snapshot)


def _host(value):
    return value if isinstance(value, np.ndarray) else value.copy_to_host()


def _same(a, b):
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.kind in "fc":
        return bool(np.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True))
    if a.dtype.fields:
        return a.tobytes() == b.tobytes()
    return bool(np.array_equal(a, b))


def _dslc_kernel(dispatcher):
    """dslc's kernel for Numba's: the same options and, for a kernel
    compiled eagerly (whose arguments Numba converts to its signatures),
    the same signatures."""
    key = id(dispatcher)
    kernel = _dslc_kernels.get(key, (None, None))[1]
    if kernel is None:
        options = {k: v for k, v in dispatcher.targetoptions.items()
                   if k in _OPTIONS and v not in (None, False, (), [])}
        if getattr(dispatcher, "_can_compile", True):
            kernel = dcuda.jit(**options)(dispatcher.py_func)
        else:
            signatures = [tuple(types) for types in dispatcher.overloads]
            kernel = dcuda.jit(signatures, **options)(dispatcher.py_func)
        _dslc_kernels[key] = (dispatcher, kernel)
    return kernel


def _signature_text(dispatcher, args):
    try:
        return ", ".join(str(dispatcher.typeof_pyval(a)) for a in args)
    except Exception:  # noqa: BLE001 -- a record, not a test failure
        return "?"


def _numba_again(dispatcher, args, config, snapshots):
    """Numba's results of a second launch on copies of the same inputs:
    where they differ from the first, the kernel is not deterministic (it
    reads uninitialised memory or races) and dslc is not compared."""
    again = [_numba_argument(a, s) for a, s in zip(args, snapshots)]
    _original_call(dispatcher, again, config)
    ncuda.synchronize()
    return [_snapshot(a) if s is not None else None for a, s in zip(again, snapshots)]


def _compare_launch(dispatcher, args, config, snapshots, numba_arrays):
    record = {"kernel": _kernel_id(dispatcher.py_func),
              "signature": _signature_text(dispatcher, args), "kind": "launch"}
    # Keyed apart from compiles: Numba compiles a kernel inside its first
    # launch, and that compile's record must not stand in for the launch's.
    key = ("launch", record["kernel"], record["signature"])
    if key in _seen:
        return
    _seen[key] = record
    try:
        kernel = _dslc_kernel(dispatcher)
        dargs = [_dslc_argument(a, s) for a, s in zip(args, snapshots)]
        kernel[config.griddim, config.blockdim, 0, config.sharedmem](*dargs)
        dcuda.synchronize()
    except Exception as error:  # noqa: BLE001
        record["compiled"] = False
        record["reason"], record["detail"] = _reason(error)
        record["stage"] = ("compile" if isinstance(error, dslc.CompileError)
                           else "launch")
        _write(record)
        return
    record["compiled"] = True
    try:
        second = _numba_again(dispatcher, args, config, snapshots)
        record["deterministic"] = all(
            a is None or _same(a, b) for a, b in zip(numba_arrays, second))
    except Exception:  # noqa: BLE001 -- then it is compared
        record["deterministic"] = True
    mismatches = []
    for i, (darg, numba_after) in enumerate(zip(dargs, numba_arrays)):
        if numba_after is None:
            continue
        if not _same(numba_after, _host(darg)):
            mismatches.append(i)
    record["matches"] = not mismatches
    if mismatches:
        record["reason"] = "results differ in argument(s) %s" % mismatches
        first = mismatches[0]
        record["numba_values"] = repr(numba_arrays[first].ravel()[:6])
        record["dslc_values"] = repr(_host(dargs[first]).ravel()[:6])
    _write(record)


_original_call = ndispatcher.CUDADispatcher.call


def _call(self, args, launch_config):
    if self.targetoptions.get("device"):
        return _original_call(self, args, launch_config)
    try:
        snapshots = [_snapshot(a) for a in args]
    except Exception:  # noqa: BLE001
        snapshots = None
    result = _original_call(self, args, launch_config)  # errors are the test's
    if snapshots is None:
        return result
    try:
        ncuda.synchronize()
        numba_arrays = [_snapshot(a) if s is not None else None for a, s in zip(args, snapshots)]
        _compare_launch(self, args, launch_config, snapshots, numba_arrays)
    except Exception:  # noqa: BLE001 -- never fail the test for the harness
        _write({"kernel": _kernel_id(self.py_func), "kind": "harness-error",
                "detail": traceback.format_exc()[-2000:]})
    return result


_original_compile = ndispatcher.CUDADispatcher.compile


def _compile(self, sig):
    kernel = _original_compile(self, sig)  # Numba's errors are the test's
    if self.targetoptions.get("device"):
        return kernel
    try:
        argtypes = getattr(kernel, "argument_types", None) or sig
        text = ", ".join(str(t) for t in argtypes)
        record = {"kernel": _kernel_id(self.py_func), "signature": text, "kind": "compile"}
        key = (record["kernel"], text)
        if key not in _seen:
            _seen[key] = record
            try:
                dcuda.compile_ptx(self.py_func, tuple(argtypes),
                                  fastmath=bool(self.targetoptions.get("fastmath")))
                record["compiled"] = True
            except Exception as error:  # noqa: BLE001
                record["compiled"] = False
                record["reason"], record["detail"] = _reason(error)
            _write(record)
    except Exception:  # noqa: BLE001
        pass
    return kernel


ndispatcher.CUDADispatcher.call = _call
ndispatcher.CUDADispatcher.compile = _compile


# What numba-cuda's own conftest.py gives its test classes.
def pytest_addoption(parser):
    parser.addoption("--dump-failed-filechecks", action="store_true")


try:
    import pytest

    @pytest.fixture(scope="class")
    def initialize_from_pytest_config(request):
        request.cls._dump_failed_filechecks = False
except ImportError:
    pass
