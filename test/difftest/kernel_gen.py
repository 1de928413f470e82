"""One kernel of a generated program: its arrays and scalars (the launch
spec the runner builds inputs from), its position in the grid and the kind
of code around the body (guards, grid-stride loops, shared memory and
barriers, warp functions, atomics, grid sync, records). Each kind keeps the
program race-free: a thread writes only its own output elements, reads
another's only after a barrier that orders the write, and warp functions
run with all 32 lanes of full warps."""
import numpy as np

import inputs
import numba_types as nt
from body_gen import BodyGen
from scope import Array, Scope
from values import Val

SIZES_1D = [1, 2, 5, 17, 31, 32, 33, 100, 255, 256, 257, 511, 1000, 1023, 1024, 4095,
            4097, 9849, 15785, 40000]
BLOCKS_1D = [1, 7, 32, 33, 64, 96, 100, 128, 256, 512, 1024]
WARP_BLOCKS = [32, 64, 96, 128, 256, 512, 1024]
ELEMENT_TYPES = list(nt.REALS) * 2 + ["bool", "bool", "float16", "complex64", "complex128"]
VIEWS_1D = ["none"] * 6 + ["off1", "off3", "step2"]
VIEWS_2D = ["none"] * 4 + ["F", "T", "FT", "rowoff", "coloff", "step2r"]
SCALAR_TYPES = ["int", "float", "bool", "np.int8", "np.int16", "np.int32", "np.int64",
                "np.uint8", "np.uint16", "np.uint32", "np.uint64", "np.float32", "np.float64"]


class KernelGen:
    def __init__(self, rng, name, kind, devices, features):
        self.r, self.name, self.kind, self.f = rng, name, kind, features
        self.devices = devices
        self.args = []           # the launch spec's argument list
        self.arrays = []         # scope.Array of each array argument
        self.scalars = []        # Val of each scalar argument
        self.lines = []
        self.counter = 0

    # ------------------------------------------------------------ arguments
    def next_name(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter - 1)

    def init_for(self, dtype, role):
        r = self.r
        if inputs.is_record(dtype):
            return {"kind": "record",
                    "fields": {name: self.init_for(t, role) for name, t, _ in dtype["record"]}}
        if dtype == "bool":
            return {"kind": "bool", "p": r.choice([0.1, 0.5, 0.9])}
        if nt.is_int(dtype):
            lo, hi = nt.type_range(dtype)
            choice = r.choice([(-8, 16), (0, 100), (-1000, 1000), (0, 16), (lo, hi)])
            clo, chi = max(lo, choice[0]), min(hi, choice[1])
            special = r.choice([0.0, 0.0, 0.02, 0.05]) if role != "table" else 0.0
            if role == "table":
                clo, chi = max(lo, 0), min(hi, 100)
            return {"kind": "int", "lo": clo, "hi": chi, "special": special}
        lo = r.choice([4.0, 100.0, 1e4])
        if role == "hist":      # whole numbers: sums in any order are exact
            return {"kind": "float", "mode": "intvalued", "lo": -8.0, "hi": 8.0,
                    "special": 0.0, "nonfinite": False}
        return {"kind": "float", "mode": r.choice(["uniform", "intvalued", "mixed"]),
                "lo": -lo, "hi": lo, "special": r.choice([0.0, 0.0, 0.02, 0.1]),
                "nonfinite": r.random() < 0.3}

    def interval_of(self, dtype, init):
        if inputs.is_record(dtype):
            return {name: self.interval_of(t, init["fields"][name])
                    for name, t, _ in dtype["record"]}
        if not (nt.is_int(dtype) or dtype == "bool"):
            return None
        if init["kind"] == "bool":
            return (0, 1)
        if init["special"]:
            return nt.type_range(dtype)
        return (init["lo"], init["hi"])

    def add_array(self, role, dtype=None, shape=(1,), view="none", pad=0, order="C"):
        name = self.next_name({"in": "x", "table": "x", "out": "out", "inout": "io",
                               "hist": "h"}[role])
        dtype = dtype or self.r.choice(ELEMENT_TYPES)
        init = self.init_for(dtype, role)
        shape = list(shape)
        if pad:
            shape[0] += pad
        base = base_shape(shape, view)
        self.args.append({"name": name, "kind": "array", "dtype": dtype, "shape": shape,
                          "base_shape": base, "order": "F" if view in ("F", "FT") else order,
                          "view": view, "role": role, "init": init,
                          "exact": not any(nt.is_float(t) for t in field_types(dtype))})
        a = Array(name, dtype, shape, role, self.interval_of(dtype, init))
        self.arrays.append(a)
        return a

    def add_scalar(self):
        name = self.next_name("s")
        t = self.r.choice(SCALAR_TYPES)
        value, vt = scalar_value(self.r, t)
        self.args.append({"name": name, "kind": "scalar", "type": t, "value": value})
        v = Val(name, vt, value, value) if vt == "bool" or nt.is_int(vt) else Val(name, vt)
        if vt == "bool":
            v.lo = v.hi = int(value)
        self.scalars.append(v)
        return v

    def arrays_1d(self, n, outs=(1, 2), views=True, contiguous=False):
        """In arrays (some longer than n), maybe a table, outputs and an
        inout array; `contiguous`: only views that stay C-contiguous."""
        choices = (["none"] * 4 + ["off1", "off3"]) if contiguous else VIEWS_1D
        if not views:
            choices = ["none"]
        for _ in range(self.r.randint(1, 3)):
            view = self.r.choice(choices)
            pad = self.r.choice([0, 0, 0, 1, 3]) if view == "none" else 0
            self.add_array("in", shape=(n,), view=view, pad=pad)
        for _ in range(self.r.randint(0, 1)):
            self.add_array("table", shape=(self.r.choice([1, 8, 17, 64]),),
                           view=self.r.choice(["none", "off1", "step2"]),
                           dtype=self.r.choice(["int32", "int64", "uint32", "float64",
                                                "float32"]))
        for _ in range(self.r.randint(*outs)):
            self.add_array("out", shape=(n,), view=self.r.choice(choices))
        if self.r.random() < 0.3:
            self.add_array("inout", shape=(n,), view=self.r.choice(choices))

    def shuffled_args(self):
        order = list(range(len(self.args)))
        self.r.shuffle(order)
        return order

    # ---------------------------------------------------------------- output
    def emit(self, text, indent=1):
        self.lines.append("    " * indent + text)

    def scope(self, position):
        s = Scope(self.r, self.arrays, position)
        s.devices = list(self.devices)
        s.extra_leaves = list(self.scalars)
        return s

    def body(self, scope, indent, count=None, depth=2):
        b = BodyGen(self.r, scope, self.f, self.lines, indent)
        b.block(count or self.r.randint(2, 5), depth)
        return b

    def finish(self, grid, block, cooperative=False):
        order = self.shuffled_args()
        params = [self.args[j]["name"] for j in order]
        decorator = self.r.choice(["@cuda.jit", "@cuda.jit", "@cuda.jit()"])
        text = [decorator, "def %s(%s):" % (self.name, ", ".join(params))] + self.lines
        spec = {"name": self.name, "kind": self.kind, "grid": list(grid), "block": list(block),
                "cooperative": cooperative, "args": [self.args[j] for j in order]}
        return "\n".join(text), spec


RECORD_FIELD_TYPES = ["float64", "float32", "int64", "int32", "int16", "uint8", "uint32", "bool",
                      "complex64", "complex128"]


ALIGNMENT = {"float64": 8, "float32": 4, "int64": 8, "int32": 4, "int16": 2, "uint8": 1,
             "uint32": 4, "bool": 1, "complex64": 4, "complex128": 8}


def record_type(r):
    """A record dtype (inputs.is_record) of one to four fields, aligned or
    packed; aligned ones may hold nested array fields. Numba refuses a
    field its record does not align, so a packed record has its fields in
    order of alignment and a trailing uint8 array to a multiple of the
    largest (then the elements of an array of them are aligned too): it
    has the layout of an aligned one, and is read as packed."""
    align = r.random() < 0.6
    types = [r.choice(RECORD_FIELD_TYPES) for _ in range(r.randint(1, 4))]
    if not align:
        types.sort(key=lambda t: -ALIGNMENT[t])
    fields = []
    for j, t in enumerate(types):
        nested = align and t != "bool" and r.random() < 0.25
        fields.append(["f%d" % j, t, [r.choice([2, 3])] if nested else []])
    size = sum(np.dtype(t).itemsize for t in types)
    most = max(ALIGNMENT[t] for t in types)
    if not align and size % most:
        fields.append(["f%d" % len(fields), "uint8", [most - size % most]])
    return {"record": fields, "align": align}


def field_types(dtype):
    """The number types in `dtype`: itself, or a record's fields'."""
    return [t for _, t, _ in dtype["record"]] if inputs.is_record(dtype) else [dtype]


def base_shape(shape, view):
    s = list(shape)
    if view == "off1":
        s[0] += 1
    elif view == "off3":
        s[0] += 3
    elif view == "step2":
        s[0] = 2 * s[0] - 1 if s[0] else 0
    elif view in ("T", "FT"):
        s = s[::-1]
    elif view == "rowoff":
        s[0] += 1
    elif view == "coloff":
        s[1] += 1
    elif view == "step2r":
        s[0] = 2 * s[0] - 1
    return s


def scalar_value(r, t):
    if t == "int":
        return r.choice([0, 1, 3, -5, 100, 2 ** 31, -(2 ** 63), 2 ** 63 - 1, 12345]), "int64"
    if t == "float":
        return r.choice([0.0, 0.5, -2.25, 3.0, 1e30, -1e-3]), "float64"
    if t == "bool":
        return r.choice([True, False]), "bool"
    nt_ = t[3:]
    if nt.is_int(nt_):
        lo, hi = nt.type_range(nt_)
        return r.choice([lo, hi, 0, 1, 3, min(hi, 200), max(lo, -7)]), nt_
    return r.choice([0.0, 1.5, -7.0, 0.1, 1e6]), nt_
