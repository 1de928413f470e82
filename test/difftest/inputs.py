"""The inputs of a launch spec's arguments: host arrays drawn from the
program's seed (the same bytes for every backend and run), the views taken
of their device copies, and scalars as the spec types them."""
import numpy as np

INT_SPECIALS = lambda info: [info.min, info.max, 0, 1, info.max // 2 + 1, info.min + 1] + \
    ([-1] if info.min < 0 else [info.max - 1])
FLOAT_SPECIALS = [0.0, -0.0, 1.0, -1.0, 0.5, 1e-30, 1e30, 16777217.0, 2.0 ** 31]


def is_record(dtype):
    """Whether a spec's dtype is a record: {"record": [[name, dtype, shape],
    ...], "align": bool} (shape [] for a scalar field), else a NumPy name."""
    return isinstance(dtype, dict)


def numpy_dtype(dtype):
    if not is_record(dtype):
        return np.dtype(dtype)
    return np.dtype([(name, t, tuple(shape)) for name, t, shape in dtype["record"]],
                    align=dtype["align"])


def dtype_name(dtype):
    """A spec's dtype in a line of a report."""
    if not is_record(dtype):
        return dtype
    return "record(%s%s)" % (", ".join("%s %s%s" % (n, t, list(sh) if sh else "")
                                       for n, t, sh in dtype["record"]),
                             "" if dtype["align"] else ", packed")


def host_array(arg, seed, kernel, index):
    """The base array of an array argument."""
    rng = np.random.default_rng([seed, kernel, index])
    shape = tuple(arg["base_shape"])
    if is_record(arg["dtype"]):
        a = record_array(arg["dtype"], arg["init"], int(np.prod(shape)), rng).reshape(shape)
    else:
        a = drawn(rng, np.dtype(arg["dtype"]), shape, arg["init"])
    return np.asfortranarray(a) if arg["order"] == "F" else a


def record_array(dtype, init, size, rng):
    """Each field drawn as an array of its own dtype would be."""
    a = np.zeros(size, dtype=numpy_dtype(dtype))
    for name, t, shape in dtype["record"]:
        a[name] = drawn(rng, np.dtype(t), (size,) + tuple(shape), init["fields"][name])
    return a


def drawn(rng, dt, shape, init):
    """An array of `dt` and `shape` drawn as `init` says."""
    size = int(np.prod(shape))
    if init["kind"] == "bool":
        a = rng.random(size) < init["p"]
    elif init["kind"] == "int":
        a = rng.integers(init["lo"], init["hi"], size=size, dtype=dt, endpoint=True)
        if init["special"] and size:
            sp = np.array(INT_SPECIALS(np.iinfo(dt)), dtype=dt)
            m = rng.random(size) < init["special"]
            a[m] = rng.choice(sp, size=int(m.sum()))
    else:
        u = rng.uniform(init["lo"], init["hi"], size)
        iv = rng.integers(-8, 9, size).astype(np.float64)
        a = {"intvalued": iv, "mixed": np.where(rng.random(size) < 0.5, iv, u)}.get(
            init["mode"], u)
        if dt.kind == "c":
            a = a + 1j * rng.uniform(init["lo"], init["hi"], size)
        a = a.astype(dt)
        if init["special"] and size:
            sp = FLOAT_SPECIALS + ([np.nan, np.inf, -np.inf] if init.get("nonfinite") else [])
            m = rng.random(size) < init["special"]
            a[m] = np.array(rng.choice(np.array(sp), size=int(m.sum())), dtype=dt)
    return a.reshape(shape)


def view(d, name):
    """The view a spec names, of a device (or host) array."""
    return {
        "none": lambda: d, "F": lambda: d, "off1": lambda: d[1:], "off3": lambda: d[3:],
        "step2": lambda: d[::2], "T": lambda: d.T, "FT": lambda: d.T,
        "rowoff": lambda: d[1:, :], "coloff": lambda: d[:, 1:], "step2r": lambda: d[::2, :],
    }[name]()


def scalar(arg):
    t, v = arg["type"], arg["value"]
    if t == "int":
        return int(v)
    if t == "float":
        return float(v)
    if t == "bool":
        return bool(v)
    return getattr(np, t[3:])(v)
