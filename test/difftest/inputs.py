"""The inputs of a launch spec's arguments: host arrays drawn from the
program's seed (the same bytes for every backend and run), the views taken
of their device copies, and scalars as the spec types them."""
import numpy as np

INT_SPECIALS = lambda info: [info.min, info.max, 0, 1, info.max // 2 + 1, info.min + 1] + \
    ([-1] if info.min < 0 else [info.max - 1])
FLOAT_SPECIALS = [0.0, -0.0, 1.0, -1.0, 0.5, 1e-30, 1e30, 16777217.0, 2.0 ** 31]


def host_array(arg, seed, kernel, index):
    """The base array of an array argument."""
    rng = np.random.default_rng([seed, kernel, index])
    dt = np.dtype(arg["dtype"])
    shape = tuple(arg["base_shape"])
    size = int(np.prod(shape))
    init = arg["init"]
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
    a = a.reshape(shape)
    return np.asfortranarray(a) if arg["order"] == "F" else a


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
