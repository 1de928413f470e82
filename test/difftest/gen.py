"""The differential tester's program generator: `generate(seed)` writes one
random, well-defined program of the Numba-CUDA dialect (device functions and
one to four kernels) and its launch spec (grids, blocks, argument shapes,
views, dtypes and how inputs are drawn). The same seed always gives the
same program. A program imports `cuda` from Numba or dslc as
$DIFFTEST_BACKEND says, so one file runs under both."""
import random

from body_gen import BodyGen
from kernel_gen import KernelGen
from kinds import KINDS, WEIGHTS
from scope import DeviceFunction, Scope
from values import Val

HEADER = '''"""Generated program, seed {seed}."""
import math
import os

import numpy as np

if os.environ.get("DIFFTEST_BACKEND", "numba") == "dslc":
    from dslc import cuda
    from dslc import int8, int16, int32, int64, uint8, uint16, uint32, uint64, float32, float64
else:
    if not hasattr(np, "row_stack"):
        np.row_stack = np.vstack  # NumPy >= 2.5 removed it; Numba needs it
    from numba import cuda
    from numba import int8, int16, int32, int64, uint8, uint16, uint32, uint64, float32, float64
'''

PARAM_TYPES = ["int32", "int64", "uint32", "uint64", "int16", "uint8", "float32", "float64",
               "bool"]


def device_function(r, name, earlier, features):
    """A device function of scalar parameters returning one or two values."""
    params = [r.choice(PARAM_TYPES) for _ in range(r.randint(1, 3))]
    scope = Scope(r)
    scope.devices = list(earlier)
    lines = []
    names = ["p%d" % j for j in range(len(params))]
    for nm, t in zip(names, params):
        scope.define(nm, Val(nm, t))
    b = BodyGen(r, scope, dict(features, local=True), lines, 1)
    b.block(r.randint(1, 4), 2)
    results = [b.gen.expr(r.choice(["int", "float", "real", "bool"]), 2)
               for _ in range(r.randint(1, 2))]
    lines.append("    return " + ", ".join(v.text for v in results))
    text = "@cuda.jit(device=True)\ndef %s(%s):\n%s" % (name, ", ".join(names), "\n".join(lines))
    intervals = [(v.lo, v.hi) if v.ranged else None for v in results]
    return text, DeviceFunction(name, params, [v.type for v in results], intervals)


def generate(seed, kinds=None, features=None):
    """(source text, spec) of program `seed`; `kinds` limits the kernel kinds."""
    r = random.Random(seed)
    features = dict(features or {})
    parts = [HEADER.format(seed=seed)]
    devices = []
    for j in range(r.choice([0, 0, 1, 1, 2, 3])):
        text, fn = device_function(r, "d%d" % j, devices, features)
        parts.append(text)
        devices.append(fn)
    names = sorted(kinds or WEIGHTS)
    weights = [WEIGHTS[k] for k in names]
    specs = []
    for j in range(r.choice([1, 1, 2, 2, 3])):
        kind = r.choices(names, weights)[0]
        k = KernelGen(r, "k%d" % j, kind, devices, features)
        text, spec = KINDS[kind](k)
        parts.append(text)
        specs.append(spec)
    source = "\n\n\n".join(parts) + "\n"
    return source, {"seed": seed, "kernels": specs}
