"""The names kernel code uses (cuda.threadIdx, cuda.grid, cuda.shared, ...).

They mean something only inside kernels, which dslc compiles from source:
here each is a placeholder that tells the compiler which name it stands
for (when a kernel reads it as a global, e.g. after `from dslc.cuda import
grid`) and raises a clear error when host code uses it."""

from dslc.errors import Error


class DeviceOnly:
    """cuda.<name>: usable in kernels only."""

    __slots__ = ("_dslc_member", "_path")

    def __init__(self, path):
        self._path = path
        module, _, name = ("numba.cuda." + path).rpartition(".")
        self._dslc_member = (module, name)

    def __getattr__(self, name):
        if name.startswith("_"):  # Python's and dslc's own probes
            raise AttributeError(name)
        return DeviceOnly(self._path + "." + name)

    def __call__(self, *args, **kwargs):
        raise Error("`cuda.%s` can only be used in kernels and device functions" % self._path)

    def __repr__(self):
        return "<dslc kernel-only name cuda.%s>" % self._path


NAMES = (
    "threadIdx blockIdx blockDim gridDim laneid warpsize grid gridsize "
    "syncthreads syncthreads_count syncthreads_and syncthreads_or syncwarp "
    "threadfence threadfence_block threadfence_system "
    "shared local const atomic cg "
    "all_sync any_sync eq_sync ballot_sync activemask lanemask_lt "
    "shfl_sync shfl_up_sync shfl_down_sync shfl_xor_sync match_any_sync match_all_sync "
    "popc brev clz ffs fma cbrt selp nanosleep fp16 "
    "ldcg ldca ldcs ldlu ldcv stcg stcs stwb stwt"
).split()
