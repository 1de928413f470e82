"""The ways a program is run, each a backend and the environment it runs
in. `numba` is the reference; dslc's other configurations switch off its
optimisations (DSLC_OPT, DSLC_DISABLE_OPTIMIZATIONS) or turn on debug mode
(DSLC_DEBUG), so that dslc is also checked against itself."""

OPTIMIZATIONS = ["coarsen", "consecutive", "lanes", "nonnegative-indices", "warp-loops",
                 "remainder-loops", "sink-stores", "dead-shuffles", "shared-address-registers"]

CONFIGS = {
    "numba": ("numba", {}),
    "dslc": ("dslc", {}),
    # A coarsened kernel runs coarsened only on launches of at least
    # DSLC_COARSEN_MIN_THREADS threads (by default about a million, more
    # than the tester's launches): here every launch does, so that the
    # coarsened paths (ahead, one by one, lanes) run, not only the
    # uncoarsened path of the same kernel.
    "dslc-coarsened": ("dslc", {"DSLC_COARSEN_MIN_THREADS": "0"}),
    "dslc-O0": ("dslc", {"DSLC_OPT": "0"}),
    "dslc-nocoarsen": ("dslc", {"DSLC_DISABLE_OPTIMIZATIONS": "coarsen"}),
    "dslc-nolanes": ("dslc", {"DSLC_DISABLE_OPTIMIZATIONS": "lanes,consecutive",
                              "DSLC_COARSEN_MIN_THREADS": "0"}),
    "dslc-debug": ("dslc", {"DSLC_DEBUG": "1"}),
    "dslc-noopt": ("dslc", {"DSLC_DISABLE_OPTIMIZATIONS": ",".join(OPTIMIZATIONS)}),
    # Both sides without fused multiply-adds: a float difference that goes
    # away here is contraction, which the dialect allows.
    "numba-nofma": ("numba", {"DIFFTEST_NUMBA_FMA": "0"}),
    "dslc-nofma": ("dslc", {"DSLC_FMAD": "0"}),
}
for name in OPTIMIZATIONS:
    CONFIGS["dslc-no-" + name] = ("dslc", {"DSLC_DISABLE_OPTIMIZATIONS": name})
# Each of dslc's configurations without fused multiply-adds too, for the
# contraction check of a configuration that differs from Numba.
for name, (side, env) in list(CONFIGS.items()):
    if side == "dslc" and "DSLC_FMAD" not in env:
        CONFIGS.setdefault(name + "-nofma", (side, dict(env, DSLC_FMAD="0")))


def without_fma(name):
    """The configuration `name` with fused multiply-adds off."""
    return name if name.endswith("-nofma") else name + "-nofma"

# What a plain run compares: dslc against Numba, and against itself.
DEFAULT = ["numba", "dslc", "dslc-coarsened", "dslc-O0", "dslc-nocoarsen", "dslc-nolanes", "dslc-debug"]
SELF = ["dslc", "dslc-coarsened", "dslc-O0", "dslc-nocoarsen", "dslc-nolanes", "dslc-debug", "dslc-noopt"]


def backend(name):
    return CONFIGS[name][0]


def environment(name):
    env = {"DIFFTEST_BACKEND": CONFIGS[name][0]}
    env.update(CONFIGS[name][1])
    return env


def parse(text):
    names = [n.strip() for n in text.split(",") if n.strip()]
    if names == ["self"]:
        return list(SELF)
    if names == ["default"]:
        return list(DEFAULT)
    for n in names:
        if n not in CONFIGS:
            raise SystemExit("difftest: unknown configuration `%s` (%s)" % (n, ", ".join(CONFIGS)))
    return names
