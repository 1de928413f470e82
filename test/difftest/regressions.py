#!/usr/bin/env python3
"""Replays every program of regressions/ on a GPU under Numba, dslc, dslc
with every launch coarsened, dslc with its optimisations off and dslc at
-O0, and checks
what is expected of each: PASS (all agree, or differ only by fused
multiply-adds), or, for a program whose Numba result is undefined or inexact,
that dslc's arrays hold the defined value (computed here with NumPy) and
dslc agrees with itself. Prints a line per program and exits 1 if any fails.

  python3 regressions.py [--out DIR] [NAME ...]
"""
import argparse
import json
import os
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import inputs   # noqa: E402

CONFIGS = "numba,dslc,dslc-coarsened,dslc-noopt,dslc-O0"
M64 = 1 << 64


def wrap64(v):
    v %= M64
    return v - M64 if v >= 1 << 63 else v


def arrays_of(spec, kernel, seed):
    kidx = [k["name"] for k in spec["kernels"]].index(kernel)
    out = {}
    for aidx, a in enumerate(spec["kernels"][kidx]["args"]):
        if a["kind"] == "array":
            out[a["name"]] = inputs.view(inputs.host_array(a, seed, kidx, aidx), a["view"])
    return out


def exact_2142(spec):
    """k3: out2 = abs(out2) % 100.5, the exact float32 remainder."""
    a = arrays_of(spec, "k3", spec["seed"])["out2"]
    return [("k3", "out2", np.abs(a) % np.float32(100.5))]


def exact_197(spec):
    """k1: out4 = x1 % (abs(x1 * (x1[(i + 3) % n] / (abs(x1) + 0.5))) + 0.5) in float32."""
    x1 = arrays_of(spec, "k1", spec["seed"])["x1"]
    f, n = np.float32, len(x1)
    with np.errstate(all="ignore"):
        t = x1[(np.arange(n) + 3) % n] / (np.abs(x1) + f(0.5))
        return [("k1", "out4", x1 % (np.abs(x1 * t) + f(0.5)))]


def exact_1359(spec):
    """k1: io4 = (r4 ** 2) // ((r4 ^ uint16(n)) | 1) with r4 = 4294967039 and
    wrapping int64 arithmetic: -515 everywhere (the base's odd elements
    untouched)."""
    base = inputs.host_array(spec["kernels"][1]["args"][2], spec["seed"], 1, 2).copy()
    r4, n = 4294967039, 511
    value = wrap64(r4 * r4) // ((r4 ^ n) | 1)
    base[::2] = np.int32(value)
    return [("k1", "io4", base)]


def exact_756(spec):
    """k1: out3 with two's-complement int64 arithmetic, element by element."""
    arrays = arrays_of(spec, "k1", spec["seed"])
    out3, x2 = arrays["out3"].copy(), arrays["x2"]
    for i in range(len(out3)):
        o = int(out3[i])
        v1 = wrap64(-o) >> (o & 31)
        c = int(x2[len(x2) - 1]) <= int(x2[wrap64(v1 * v1) % len(x2) - len(x2)])
        v1 = wrap64(v1 << c)
        out3[i] = wrap64(v1 ^ wrap64(v1 + v1))
    return [("k1", "out3", out3)]


def exact_1636(spec):
    """k2: its float // and % exact (NumPy's floor_divide and mod are
    CPython's); min and max of two floats ignore NaN, as Numba-CUDA's do."""
    args = spec["kernels"][2]["args"]
    arrays = arrays_of(spec, "k2", spec["seed"])
    x1, x0 = arrays["x1"], arrays["x0"]
    s0 = float(args[6]["value"])
    n = len(x1)
    i = np.arange(n)
    with np.errstate(all="ignore"):
        d1 = np.abs(np.float64(x1[0])) + 0.5
        d2 = np.abs((x1 if x0[0] else x1[-1 - i]).astype(np.float64)) + 0.5
        v1 = s0 - np.mod(np.floor_divide(x1.astype(np.float64), d1), d2)
        v1 = v1 * 0.0                                   # s0 & out3[...] is 0
        tid = (i % spec["kernels"][2]["block"][0]).astype(np.float64)
        v1 = np.fmin(v1, tid)
        out3 = np.fmin(4e9, np.fmax(0.0, np.abs(v1))).astype(np.uint32)
        base = inputs.host_array(args[4], spec["seed"], 2, 4).copy()
        base[::2] = np.fmod(np.abs(x1).astype(np.float64),
                            np.abs(np.abs(v1 * np.ceil(v1))) + 0.5).astype(np.float32)
    return [("k2", "out3", out3), ("k2", "out4", base)]


def exact_cvt_saturates(spec):
    """A float32 above uint32's range converts to 4294967295 (cvt.rzi
    saturates), also when it becomes a constant in a device function."""
    x0 = arrays_of(spec, "k0", spec["seed"])["x0"]
    return [("k0", "out0", (np.uint64(4294967295) - (x0 & 1).astype(np.uint64)).astype(np.uint32))]


def exact_floordiv_inf(spec):
    """Float // and % by an infinite divisor as CPython (and NumPy) give them:
    -3.0 // inf is -1.0 and -3.0 % inf is inf (Numba's give NaN)."""
    arrays = arrays_of(spec, "k0", spec["seed"])
    x0, d = arrays["x0"], np.abs(arrays["x1"]) + 0.5
    with np.errstate(all="ignore"):
        return [("k0", "out0", np.floor_divide(x0, d)), ("k0", "out1", np.mod(x0, d))]


# name -> None (Numba, dslc and dslc without optimisations agree) or the
# function giving (kernel, array, dslc's exact result) where Numba differs.
EXPECTED = {"716": None, "2262": None, "1503": None, "1636": exact_1636, "1278": None,
            "197": exact_197, "2142": exact_2142, "756": exact_756, "1359": exact_1359,
            "slot_types": None, "cvt_saturates": exact_cvt_saturates,
            "float_floordiv_inf": exact_floordiv_inf, "lanes_501": None,
            "neg_abs_short": None, "nan_max_sign": None,
            "complex_100293": None, "record_complex": None, "thread_end": None}


def replay(name, out):
    folder = os.path.join(HERE, "regressions", name)
    result = os.path.join(out, name)
    subprocess.run([sys.executable, os.path.join(HERE, "run.py"), "--replay", folder,
                    "--configs", CONFIGS, "--out", result, "--quiet", "--keep-work"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    return json.load(open(os.path.join(result, "summary.json"))), result


def check(name, out):
    spec = json.load(open(os.path.join(HERE, "regressions", name, "prog.json")))
    summary, result = replay(name, out)
    oracles = summary["oracles"]
    if EXPECTED[name] is None:
        # CONTRACTION: the arrays agree once neither side fuses multiply-adds,
        # a difference the dialect allows (a campaign counts it so too).
        ok = all(o["programs"].get("PASS", 0) + o["programs"].get("CONTRACTION", 0) == 1
                 for o in oracles.values())
        return ok, ", ".join("numba vs %s %s" % (name, "/".join(oracles[name]["programs"]))
                             for name in CONFIGS.split(",")[1:])
    ok, notes = True, []
    got = dict(np.load(os.path.join(result, "work", "res", "dslc", "p%d.npz" % spec["seed"])))
    noopt = dict(np.load(os.path.join(result, "work", "res", "dslc-noopt",
                                      "p%d.npz" % spec["seed"])))
    for kernel, array, exact in EXPECTED[name](spec):
        key = "%s__%s" % (kernel, array)
        equal = np.array_equal(got[key], exact, equal_nan=True)
        same = np.array_equal(got[key], noopt[key], equal_nan=True)
        ok = ok and equal and same
        notes.append("dslc's %s.%s %s the exact value and %s dslc-noopt's" % (
            kernel, array, "is" if equal else "is NOT", "equals" if same else "DIFFERS FROM"))
    return ok, "; ".join(notes)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*")
    ap.add_argument("--out", default="/tmp/difftest-regressions")
    a = ap.parse_args()
    names = a.names or sorted(EXPECTED, key=lambda n: (not n.isdigit(), n.zfill(8)))
    failed = 0
    for name in names:
        ok, what = check(name, a.out)
        failed += not ok
        print("%s %s: %s" % ("PASS" if ok else "FAIL", name, what), flush=True)
    print("%d passed, %d failed" % (len(names) - failed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
