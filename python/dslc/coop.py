"""cuda.coop for dslc: `from dslc import coop` as `from cuda import coop`.

Kernels call the block and warp collectives (`coop.block.reduce`,
`coop.block.sum`, `coop.block.load`, `coop.warp.sum`, ...) as with NVIDIA's
cuda.coop; dslc compiles them inline from its own kernel-language library
(docs/language.md, "Block and warp collectives"), so neither cuda-cccl nor a
link step is needed. A kernel that reads `coop` reads this module as
`cuda.coop` (and cuda.coop's own module, where cuda-cccl is installed, the
same way). The names below exist so that host code can refer to them; each
runs only in kernel code."""

import enum as _enum
import types as _pytypes

from dslc.errors import Error as _Error


class BlockLoadAlgorithm(_enum.IntEnum):
    """How `coop.block.load` arranges items over threads (CUB's names)."""
    DIRECT = 0
    STRIPED = 1
    VECTORIZE = 2
    TRANSPOSE = 3
    WARP_TRANSPOSE = 4
    WARP_TRANSPOSE_TIMESLICED = 5


class BlockStoreAlgorithm(_enum.IntEnum):
    """How `coop.block.store` arranges items over threads (CUB's names)."""
    DIRECT = 0
    STRIPED = 1
    VECTORIZE = 2
    TRANSPOSE = 3
    WARP_TRANSPOSE = 4
    WARP_TRANSPOSE_TIMESLICED = 5


class _KernelOnly:
    """coop.<name>: called in kernels only (the two-phase objects that host
    code makes with cuda.coop, `coop.block.reduce(dtype, threads, op)`, are
    read by dslc from kernel files, `dslc compile`, not yet from Python)."""

    def __init__(self, path):
        self._path = path

    def __call__(self, *args, **kwargs):
        raise _Error("`coop.%s` can only be called in kernels and device functions (dslc "
                     "compiles cuda.coop's single-phase calls there)" % self._path)

    def __repr__(self):
        return "<dslc kernel-only name coop.%s>" % self._path


def _namespace(name, members):
    module = _pytypes.ModuleType("dslc.coop." + name)
    for member in members:
        setattr(module, member, _KernelOnly("%s.%s" % (name, member)))
    return module


block = _namespace("block", ("load", "store", "reduce", "sum", "scan", "exclusive_sum",
                             "inclusive_sum", "exclusive_scan", "inclusive_scan"))
warp = _namespace("warp", ("reduce", "sum", "exclusive_sum", "inclusive_sum", "exclusive_scan",
                           "inclusive_scan"))
local = _namespace("local", ("array",))
