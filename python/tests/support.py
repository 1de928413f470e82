"""Shared by the Python tests: whether a GPU is there, skips, and a base
for tests whose launches are all coarsened."""

import os
import unittest

from dslc import cuda

HAVE_GPU = cuda.is_available()


def needs_gpu(cls_or_fn):
    return unittest.skipUnless(HAVE_GPU, "no CUDA driver or GPU")(cls_or_fn)


def optional(module):
    """The module, or None when it is not installed."""
    try:
        return __import__(module)
    except Exception:
        return None


def numba_cuda():
    """Numba's cuda module, or None when Numba is not installed."""
    import numpy as np
    np.row_stack = getattr(np, "row_stack", np.vstack)  # Numba reads it on NumPy 2
    if optional("numba.cuda") is None:
        return None
    from numba import cuda as numba_cuda_module
    return numba_cuda_module


class CudaArrayStandIn:
    """An object exposing __cuda_array_interface__ over made-up memory: for
    argument typing without a GPU."""

    def __init__(self, pointer, shape, typestr, strides=None, stream=None):
        self.__cuda_array_interface__ = {
            "shape": shape, "typestr": typestr, "data": (pointer, False),
            "strides": strides, "version": 3, "stream": stream,
        }


class CoarsenEveryLaunch(unittest.TestCase):
    """Tests whose launches are all coarsened (DSLC_COARSEN_MIN_THREADS=0,
    read when a kernel's program is made, which its first launch does)."""

    def setUp(self):
        self.saved_min_threads = os.environ.get("DSLC_COARSEN_MIN_THREADS")
        os.environ["DSLC_COARSEN_MIN_THREADS"] = "0"

    def tearDown(self):
        if self.saved_min_threads is None:
            os.environ.pop("DSLC_COARSEN_MIN_THREADS", None)
        else:
            os.environ["DSLC_COARSEN_MIN_THREADS"] = self.saved_min_threads
