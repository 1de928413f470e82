"""What generated code may read at a point of a kernel or device function:
variables with their types and intervals, arrays with the indices that are
in bounds there, scalar parameters, thread indices, and the device
functions defined so far."""
import numba_types as nt
from values import Val


class Array:
    """A kernel's array parameter as the generator sees it."""

    def __init__(self, name, dtype, shape, role, interval):
        self.name, self.dtype, self.shape, self.role = name, dtype, shape, role
        self.interval = interval          # of its elements (ints), or None
        self.ndim = len(shape)

    @property
    def readable_anywhere(self):
        return self.role in ("in", "table")

    @property
    def writable(self):
        return self.role in ("out", "inout")


class DeviceFunction:
    def __init__(self, name, params, results, intervals):
        self.name, self.params, self.results = name, params, results   # types
        self.intervals = intervals       # (lo, hi) or None per result


class Scope:
    def __init__(self, rng, arrays=(), position=None):
        self.r = rng
        self.vars = {}            # name -> Val (text = name)
        self.frames = [[]]        # names defined per block, for leaving blocks
        self.arrays = list(arrays)
        self.position = position  # Position: the thread's own element, or None
        self.devices = []         # DeviceFunction, callable here
        self.extra_leaves = []    # Vals always readable (thread indices, scalars)
        self.loop_depth = 0
        self.counter = 0
        # The thread's own element always spelled as its position (so that
        # thread coarsening, which looks for that spelling, applies).
        self.own_only = False

    # ------------------------------------------------------------- variables
    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def define(self, name, val):
        self.vars[name] = Val(name, val.type, val.lo, val.hi)
        self.frames[-1].append(name)

    def push(self):
        self.frames.append([])

    def pop(self):
        """Leaves a block: what it defined first is gone (it may not have run)."""
        for name in self.frames.pop():
            if not any(name in f for f in self.frames):
                self.vars.pop(name, None)

    def snapshot(self):
        return {k: (v.lo, v.hi) for k, v in self.vars.items()}

    def join(self, *snapshots):
        """After branches: each variable's interval covers every branch's."""
        for name, v in self.vars.items():
            if not v.ranged:
                continue
            for snap in snapshots:
                if name in snap and snap[name][0] is not None:
                    v.lo, v.hi = min(v.lo, snap[name][0]), max(v.hi, snap[name][1])

    def widen(self, names):
        """Variables a loop may assign: any value of their type."""
        for name in names:
            v = self.vars[name]
            if v.ranged:
                v.lo, v.hi = nt.type_range(v.type)

    # -------------------------------------------------------------- reading
    def readable(self):
        out = list(self.vars.values()) + list(self.extra_leaves)
        for a in self.arrays:
            if a.ndim == 1:
                idx = self.index(a)
                if idx is not None:
                    lo, hi = a.interval if a.interval else (None, None)
                    out.append(Val("%s[%s]" % (a.name, idx), a.dtype, lo, hi))
            elif self.position and self.position.ndim == a.ndim:
                idx = self.index(a)
                if idx is not None:
                    lo, hi = a.interval if a.interval else (None, None)
                    out.append(Val("%s[%s]" % (a.name, idx), a.dtype, lo, hi))
        return out

    def length(self, a, axis=0):
        if a.ndim == 1:
            return self.r.choice(["len(%s)", "%s.size", "%s.shape[0]"]) % a.name
        return "%s.shape[%d]" % (a.name, axis)

    def index(self, a):
        """An in-bounds index of `a` here, or None."""
        pos = self.position
        if a.ndim > 1:
            if not pos or pos.ndim != a.ndim or pos.names is None:
                return None
            if not a.readable_anywhere or self.r.random() < 0.5:
                return ", ".join(pos.names)
            parts = []
            for d, name in enumerate(pos.names):
                L = self.length(a, d)
                k = self.r.choice([1, 2, 3])
                form = self.r.choice(["%s", "(%s + %d) %% %s", "min(%s + %d, %s - 1)",
                                      "max(%s - %d, 0)", "%s - %s"])
                if form == "%s":
                    parts.append(name)
                elif form == "%s - %s":
                    parts.append("%s - %s" % (name, L))
                elif form.startswith("max"):
                    parts.append(form % (name, k))
                else:
                    parts.append(form % (name, k, L))
            return ", ".join(parts)
        L = self.length(a)
        own = pos.own_index(a) if pos else None
        if not a.readable_anywhere:
            # Out and inout arrays: the thread's own element only, inside the
            # guard (a clamped index would race with the last thread's write).
            return own if pos and not pos.clamped else None
        if self.own_only and own is not None and self.r.random() < 0.5:
            return own
        forms = []
        if own is not None:
            forms += [own, own, "%s - %s" % (own, L), "%s - 1 - %s" % (L, own), "-1 - %s" % own,
                      "(%s + %d) %% %s" % (own, self.r.choice([1, 3, 5]), L),
                      "min(%s + %d, %s - 1)" % (own, self.r.choice([1, 4]), L),
                      "max(%s - %d, 0)" % (own, self.r.choice([1, 4])),
                      "%s - %d" % (own, self.r.randrange(1, max(2, min(a.shape[0], 6))))]
            if pos.padded(a):
                forms.append("%s + %d" % (own, self.r.randrange(0, pos.padded(a) + 1)))
        forms += ["0", "-1", "%d %% %s" % (self.r.choice([7, 31, 255]), L),
                  "%s - 1" % L, "-%s" % L]
        return self.r.choice(forms)

    def data_index(self, a, gen, depth):
        """An index computed from data: any integer taken modulo the length."""
        L = self.length(a)
        e = gen.expr("int", depth)
        k = self.r.random()
        if k < 0.5:
            return "(%s) %% %s" % (e.text, L)
        if k < 0.8:
            return "(%s) %% %s - %s" % (e.text, L, L)
        return "min(max(%s, -%s), %s - 1)" % (e.text, L, L)

    # --------------------------------------------------------------- calls
    def call_device(self, gen, want, depth):
        fits = [d for d in self.devices if any(gen.matches(t, want) for t in d.results)]
        if not fits or depth <= 0:
            return None
        d = self.r.choice(fits)
        args = ", ".join(gen.cast(gen.expr("real", depth - 1), t).text for t in d.params)
        k = [j for j, t in enumerate(d.results) if gen.matches(t, want)][0]
        lo, hi = d.intervals[k] if d.intervals[k] else (None, None)
        call = "%s(%s)" % (d.name, args)
        if len(d.results) > 1:
            call = "%s[%d]" % (call, k)
        return Val(call, d.results[k], lo, hi)


class Position:
    """The thread's own element: names of its index variables (1 to 3), how
    far arrays extend past it, and which arrays it indexes."""

    def __init__(self, names, n, pads=None, clamped=None):
        self.names = names
        self.ndim = len(names)
        self.n = n
        self.pads = pads or {}       # array name -> elements past n it has
        self.clamped = clamped       # a name holding min(i, n - 1), before the guard

    def own_index(self, a):
        if a.ndim != 1 or a.shape[0] < self.n:
            return None
        return self.clamped or self.names[0]

    def padded(self, a):
        return self.pads.get(a.name, 0) if not self.clamped else 0
