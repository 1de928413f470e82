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


# CUDA's vector types as numba.cuda exports them (compiler/types/vector_types.def):
# `<element>x<n>` for n from 1 to 4, and C's names (`float4`, `uchar2`, ...),
# with the sizes NumPy gives C's types on 64-bit Linux.
VECTOR_ELEMENTS = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                   "float32", "float64")
VECTOR_C_NAMES = (("char", "int8"), ("short", "int16"), ("int", "int32"), ("long", "int64"),
                  ("longlong", "int64"), ("uchar", "uint8"), ("ushort", "uint16"),
                  ("uint", "uint32"), ("ulong", "uint64"), ("ulonglong", "uint64"),
                  ("float", "float32"), ("double", "float64"))


class VectorType:
    """cuda.float32x4 and its kin: made in kernels, `cuda.float32x4(x, y, z, w)`,
    read as `v.x`, `v.y`, `v.z`, `v.w`. `aliases` lists its C names, which
    are this same object (`cuda.float4 is cuda.float32x4`)."""

    __slots__ = ("__name__", "aliases", "_dslc_member")

    def __init__(self, name):
        self.__name__ = name
        self.aliases = []
        self._dslc_member = ("numba.cuda", name)

    def __call__(self, *args, **kwargs):
        raise Error("`cuda.%s` can only be used in kernels and device functions" % self.__name__)

    def __repr__(self):
        return "<dslc vector type cuda.%s>" % self.__name__


def vector_types():
    """{name: VectorType} for every name numba.cuda exports, aliases included."""
    types = {}
    for element in VECTOR_ELEMENTS:
        for n in range(1, 5):
            name = "%sx%d" % (element, n)
            types[name] = VectorType(name)
    for c_name, element in VECTOR_C_NAMES:
        for n in range(1, 5):
            vector = types["%sx%d" % (element, n)]
            vector.aliases.append("%s%d" % (c_name, n))
            types["%s%d" % (c_name, n)] = vector
    return types
