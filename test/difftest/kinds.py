"""The kinds of kernel the generator writes, each a function of a
KernelGen that fills its arguments and lines and returns (text, spec)."""
import numba_types as nt
import inputs
from kernel_gen import BLOCKS_1D, SIZES_1D, VIEWS_2D, WARP_BLOCKS, record_type
from scope import Position
from values import Val

FULL = "0xffffffff"


def ceil_div(a, b):
    return (a + b - 1) // b


def position_1d(k, out):
    r = k.r
    k.emit(r.choice(["i = cuda.grid(1)", "i = cuda.blockIdx.x * cuda.blockDim.x + "
                     "cuda.threadIdx.x"]))
    k.emit("n = %s" % r.choice(["len(%s)", "%s.size", "%s.shape[0]"]) % out.name)


def launch_1d(k, n, blocks=BLOCKS_1D, extra=True):
    block = k.r.choice(blocks)
    grid = max(1, ceil_div(n, block) + (k.r.choice([0, 0, 1, 2]) if extra else 0))
    return [grid], [block]


def guarded_1d(k):
    """i = cuda.grid(1); if i < n: body (or `if i >= n: return` first).
    `ewc`: in the form thread coarsening takes (contiguous arrays, no local
    arrays, the own element spelled `i`)."""
    n = k.r.choice(SIZES_1D)
    coarsenable = k.kind == "ewc"
    if coarsenable:
        k.f = dict(k.f, local=False)
    k.arrays_1d(n, contiguous=coarsenable)
    for _ in range(k.r.randint(0, 2)):
        k.add_scalar()
    out = [a for a in k.arrays if a.role == "out"][0]
    position_1d(k, out)
    scope = k.scope(Position(["i"], n, pads={a.name: a.shape[0] - n for a in k.arrays}))
    scope.extra_leaves += [Val("i", "int64", 0, n - 1), Val("n", "int64", n, n)]
    scope.own_only = coarsenable
    if k.kind == "ew1s":
        k.emit("if i >= n:")
        k.emit("return", 2)
        k.body(scope, 1)
        store_outputs(k, scope, 1)
    else:
        k.emit("if i < n:")
        k.body(scope, 2)
        store_outputs(k, scope, 2)
    return k.finish(*launch_1d(k, n))


def store_outputs(k, scope, indent):
    """Every output array gets its own element written at least once."""
    from body_gen import BodyGen
    b = BodyGen(k.r, scope, k.f, k.lines, indent)
    for a in k.arrays:
        if a.writable and a.ndim == scope.position.ndim and not inputs.is_record(a.dtype):
            v = b.value_for(a.dtype)
            k.emit("%s[%s] = %s" % (a.name, b.own_store_index(a), v.text), indent)


def grid_stride(k):
    n = k.r.choice(SIZES_1D)
    k.arrays_1d(n)
    for _ in range(k.r.randint(0, 2)):
        k.add_scalar()
    k.emit("start = cuda.grid(1)")
    k.emit("stride = cuda.gridsize(1)")
    out = [a for a in k.arrays if a.role == "out"][0]
    k.emit("n = %s.shape[0]" % out.name)
    k.emit("for j in range(start, n, stride):")
    scope = k.scope(Position(["j"], n, pads={a.name: a.shape[0] - n for a in k.arrays}))
    block = k.r.choice(BLOCKS_1D)
    grid = k.r.choice([1, 2, 4, 13, 64])
    scope.extra_leaves += [Val("j", "int64", 0, n - 1), Val("n", "int64", n, n),
                           Val("stride", "int64", grid * block, grid * block)]
    k.body(scope, 2)
    store_outputs(k, scope, 2)
    return k.finish([grid], [block])


def elementwise_nd(k, ndim):
    r = k.r
    dims = [r.choice([1, 3, 16, 17, 32, 33, 64, 100]) for _ in range(ndim)]
    if ndim == 3:
        dims = [r.choice([1, 2, 5, 8, 9, 16]) for _ in range(3)]
    for _ in range(r.randint(1, 2)):
        k.add_array("in", shape=dims, view=r.choice(VIEWS_2D) if ndim == 2 else "none")
    if r.random() < 0.4:
        k.add_array("table", shape=(r.choice([1, 8, 17]),), dtype=r.choice(["int64", "float64"]))
    for _ in range(r.randint(1, 2)):
        view = r.choice([v for v in VIEWS_2D if v not in ("T", "FT")]) if ndim == 2 else "none"
        k.add_array("out", shape=dims, view=view)
    for _ in range(r.randint(0, 1)):
        k.add_scalar()
    names = ["x", "y", "z"][:ndim]
    k.emit("%s = cuda.grid(%d)" % (", ".join(names), ndim))
    out = [a for a in k.arrays if a.role == "out"][0]
    k.emit("if %s:" % " and ".join("%s < %s.shape[%d]" % (nm, out.name, d)
                                   for d, nm in enumerate(names)))
    scope = k.scope(Position(names, dims[0]))
    scope.extra_leaves += [Val(nm, "int64", 0, dims[d] - 1) for d, nm in enumerate(names)]
    k.body(scope, 2)
    store_outputs(k, scope, 2)
    if ndim == 2:
        block = r.choice([(16, 16), (32, 8), (8, 8), (32, 1), (1, 32), (7, 5), (33, 3)])
    else:
        block = r.choice([(8, 4, 2), (4, 4, 4), (16, 2, 1), (3, 3, 3)])
    grid = [ceil_div(d, b) for d, b in zip(dims, block)]
    return k.finish(grid, block)


def shared_memory(k):
    r = k.r
    n = r.choice(SIZES_1D)
    block = r.choice(BLOCKS_1D)
    k.arrays_1d(n)
    for _ in range(r.randint(0, 1)):
        k.add_scalar()
    out = [a for a in k.arrays if a.role == "out"][0]
    position_1d(k, out)
    k.emit("ic = min(i, n - 1)" if r.random() < 0.5 else "ic = i if i < n else n - 1")
    k.emit("tid = cuda.threadIdx.x")
    t = r.choice(["int32", "int64", "float32", "float64", "uint16", "uint32"])
    k.emit("sh = cuda.shared.array(%d, %s)" % (block, nt.numba_name(t)))
    scope = k.scope(Position(["i"], n, clamped="ic"))
    scope.extra_leaves += [Val("ic", "int64", 0, n - 1), Val("n", "int64", n, n),
                           Val("tid", "int32", 0, block - 1)]
    from body_gen import BodyGen
    b = BodyGen(r, scope, k.f, k.lines, 1)
    k.emit("sh[tid] = %s" % b.gen.cast(b.gen.expr("real", 2), t).text)
    reads = []
    for phase in range(r.randint(1, 3)):
        barrier = r.random()
        if barrier < 0.7:
            k.emit("cuda.syncthreads()")
        else:
            fn = r.choice(["syncthreads_count", "syncthreads_and", "syncthreads_or"])
            name = scope.fresh("b")
            k.emit("%s = cuda.%s(np.int32(%s))" % (name, fn, b.gen.expr("bool", 1).text))
            scope.define(name, Val(name, "int32", 0, block))
        for _ in range(r.randint(1, 3)):
            name = scope.fresh("sv")
            idx = r.choice(["tid", "%d - 1 - tid" % block, "(tid * 7) %% %d" % block,
                            "tid - %d" % block, "(tid + 1) %% %d" % block,
                            "(%s) %% %d" % (b.gen.expr("int", 1).text, block)])
            k.emit("%s = sh[%s]" % (name, idx))
            scope.define(name, Val(name, t))
            reads.append(name)
        if phase < 2 and r.random() < 0.6:
            k.emit("cuda.syncthreads()")
            k.emit("sh[tid] = %s" % b.gen.cast(b.gen.expr("real", 2), t).text)
    k.emit("if i < n:")
    scope.position = Position(["i"], n)
    scope.extra_leaves.append(Val("i", "int64", 0, n - 1))
    k.body(scope, 2)
    store_outputs(k, scope, 2)
    grid = max(1, ceil_div(n, block))
    return k.finish([grid], [block])


def atomics(k):
    r = k.r
    n = r.choice(SIZES_1D)
    k.arrays_1d(n)
    hists = []
    for _ in range(r.randint(1, 2)):
        t = r.choice(["int32", "int64", "uint32", "uint64", "float32", "float64"])
        hists.append(k.add_array("hist", dtype=t, shape=(r.choice([1, 2, 5, 16, 100]),)))
    for _ in range(r.randint(0, 1)):
        k.add_scalar()
    out = [a for a in k.arrays if a.role == "out"][0]
    position_1d(k, out)
    k.emit("if i < n:")
    scope = k.scope(Position(["i"], n, pads={a.name: a.shape[0] - n for a in k.arrays}))
    scope.arrays = [a for a in scope.arrays if a.role != "hist"]
    scope.extra_leaves += [Val("i", "int64", 0, n - 1), Val("n", "int64", n, n)]
    from body_gen import BodyGen
    b = BodyGen(r, scope, k.f, k.lines, 2)
    families = {h.name: atomic_family(r, h) for h in hists}
    constants = {h.name: r.choice([1, 7, 10, 1000]) for h in hists}
    for _ in range(r.randint(2, 5)):
        if r.random() < 0.4:
            b.statement(1)
        h = r.choice(hists)
        k.emit(atomic_statement(r, b, h, scope, families[h.name], constants[h.name]), 2)
    own = [a for a in k.arrays if a.role == "out" and a.dtype in ("int32", "int64", "uint32",
                                                                 "uint64", "float32", "float64")]
    if own and r.random() < 0.5:
        a = own[0]
        name = scope.fresh("old")
        val = atomic_value(r, b, a.dtype)
        k.emit("%s = cuda.atomic.%s(%s, i, %s)" % (name, r.choice(["add", "max", "min"]),
                                                   a.name, val), 2)
        scope.define(name, Val(name, a.dtype, *(a.interval if a.interval and
                                                 nt.is_int(a.dtype) else (None, None))))
    store_outputs(k, scope, 2)
    return k.finish(*launch_1d(k, n))


def atomic_value(r, b, dtype):
    if nt.is_float(dtype):
        # Small whole numbers: every order of the additions gives one sum.
        return "np.%s(%s & 15)" % (dtype, b.gen.expr("int", 1).text)
    return "np.%s(%s)" % (dtype, b.gen.expr("int", 2).text)


# Atomics whose final value does not depend on the order threads reach
# them: each histogram array gets one family (add and sub commute with each
# other, the others only with themselves), and inc, dec and exch one value.
FLOAT_FAMILIES = [("add", "sub"), ("max",), ("min",)]
INT_FAMILIES = [("add", "sub"), ("max",), ("min",), ("and_",), ("or_",), ("xor",), ("exch",)]
UNSIGNED_FAMILIES = [("inc",), ("dec",)]


def atomic_family(r, h):
    if nt.is_float(h.dtype):
        return r.choice(FLOAT_FAMILIES)
    return r.choice(INT_FAMILIES + (UNSIGNED_FAMILIES if h.dtype in ("uint32", "uint64") else []))


def atomic_statement(r, b, h, scope, family, constant):
    idx = r.choice(["0", "%s %% %s.size" % ("i", h.name),
                    "(%s) %% %s" % (b.gen.expr("int", 1).text, h.name + ".size")])
    op = r.choice(family)
    if op in ("inc", "dec", "exch"):
        return "cuda.atomic.%s(%s, %s, np.%s(%d))" % (op, h.name, idx, h.dtype, constant)
    if nt.is_float(h.dtype) and op in ("max", "min"):
        val = "np.%s(%s)" % (h.dtype, b.gen.clamp(b.gen.expr("real", 1), -1e6, 1e6).text)
    else:
        val = atomic_value(r, b, h.dtype)
    return "cuda.atomic.%s(%s, %s, %s)" % (op, h.name, idx, val)


WARP_VALUE_TYPES = ["int32", "int64", "float32", "float64"]   # what Numba shuffles


def warp_calls(k, b, scope, count, lanes_only=False):
    r = k.r
    for _ in range(count):
        name = scope.fresh("w")
        choice = r.random()
        if lanes_only or choice < 0.55:
            t = r.choice(WARP_VALUE_TYPES)
            v = b.gen.cast(b.gen.expr("real", 2), t)
            fn = r.choice(["shfl_down_sync", "shfl_up_sync", "shfl_xor_sync", "shfl_sync"])
            if fn == "shfl_xor_sync":
                arg = str(r.choice([1, 2, 4, 8, 16]))
            elif fn == "shfl_sync":
                arg = r.choice(["0", "5", "31"]) if lanes_only else \
                    r.choice(["0", "lane ^ 1", "(lane + 3) & 31", "31 - lane",
                              "(%s) & 31" % b.gen.expr("int", 1).text])
            else:
                arg = str(r.choice([1, 2, 3, 8, 16]))
            k.emit("%s = cuda.%s(%s, %s, %s)" % (name, fn, FULL, v.text, arg))
            scope.define(name, Val(name, t))
        elif choice < 0.85:
            fn = r.choice(["all_sync", "any_sync", "eq_sync", "ballot_sync"])
            pred = b.gen.expr("bool", 2).text
            if fn == "ballot_sync":
                k.emit("%s = cuda.popc(cuda.ballot_sync(%s, %s))" % (name, FULL, pred))
                scope.define(name, Val(name, "uint32", 0, 32))
            else:
                k.emit("%s = cuda.%s(%s, %s)" % (name, fn, FULL, pred))
                scope.define(name, Val(name, "bool"))
        else:
            t = r.choice(["int32", "int64", "uint32"])
            v = b.gen.cast(b.gen.expr("int", 1), t)
            k.emit("%s = cuda.popc(cuda.match_any_sync(%s, %s))" % (name, FULL, v.text))
            scope.define(name, Val(name, "uint32", 1, 32))


def warp(k, lanes=False):
    """Warp functions with every lane of full warps: before the guard, on
    values read at a clamped index; the writes after it."""
    r = k.r
    n = r.choice(SIZES_1D)
    k.arrays_1d(n, contiguous=lanes)
    for _ in range(r.randint(0, 1)):
        k.add_scalar()
    out = [a for a in k.arrays if a.role == "out"][0]
    k.emit("i = cuda.grid(1)")
    k.emit("n = %s.size" % out.name)
    k.emit("ic = min(i, n - 1)" if r.random() < 0.5 else "ic = i if i < n else n - 1")
    if not lanes:
        k.emit("lane = cuda.threadIdx.x %s" % r.choice(["& 31", "% 32"]))
    scope = k.scope(Position(["i"], n, clamped="ic"))
    scope.own_only = lanes
    scope.extra_leaves += [Val("ic", "int64", 0, n - 1), Val("n", "int64", n, n)]
    if not lanes:
        scope.extra_leaves.append(Val("lane", "int64", 0, 31))
    from body_gen import BodyGen
    b = BodyGen(r, scope, dict(k.f, local=not lanes), k.lines, 1)
    if not lanes:
        b.block(r.randint(0, 2), 1)
    else:
        for _ in range(r.randint(1, 2)):
            b.assign_new()
    warp_calls(k, b, scope, r.randint(1, 4), lanes_only=lanes)
    scalars = [s for s in k.scalars if nt.is_int(s.type)]
    if not lanes and scalars and r.random() < 0.4:
        # A loop of shuffles with a trip count from the arguments (unrolled by dslc).
        s = r.choice(scalars)
        kk = scope.fresh("k")
        t = r.choice(["int32", "int64", "float64"])
        acc = scope.fresh("wacc")
        k.emit("%s = %s" % (acc, b.gen.cast(b.gen.expr("real", 1), t).text))
        k.emit("for %s in range(%s & 7):" % (kk, s.text))
        k.emit("    %s = cuda.shfl_xor_sync(%s, %s, 1) + %s" % (acc, FULL, acc,
                                                              "np.%s(1)" % t), 1)
        scope.define(acc, Val(acc, "float64" if t == "float64" else "int64"))
    k.emit("if i < n:")
    scope.position = Position(["i"], n)
    scope.extra_leaves.append(Val("i", "int64", 0, n - 1))
    k.body(scope, 2, count=r.randint(1, 3), depth=1)
    store_outputs(k, scope, 2)
    return k.finish(*launch_1d(k, n, blocks=WARP_BLOCKS, extra=False))


def grid_sync(k):
    """Writes, a grid-wide barrier, then reads of any element written before it."""
    r = k.r
    n = r.choice([1, 31, 100, 256, 1000, 4097])
    block = r.choice([32, 64, 128, 256])
    k.arrays_1d(n, outs=(2, 2), views=False)
    outs = [a for a in k.arrays if a.role == "out"]
    k.emit("g = cuda.cg.this_grid()")
    position_1d(k, outs[0])
    scope = k.scope(Position(["i"], n))
    scope.arrays = [a for a in k.arrays if a is not outs[1]]
    scope.extra_leaves += [Val("i", "int64", 0, n - 1), Val("n", "int64", n, n)]
    from body_gen import BodyGen
    b = BodyGen(r, scope, k.f, k.lines, 2)
    k.emit("if i < %s.size:" % outs[0].name)
    k.emit("%s[i] = %s" % (outs[0].name, b.value_for(outs[0].dtype).text), 2)
    k.emit("g.sync()")
    outs[0].role = "in"        # now readable anywhere
    scope.arrays = list(k.arrays)
    k.emit("if i < n:")
    k.body(scope, 2, count=r.randint(1, 3), depth=1)
    b2 = BodyGen(r, scope, k.f, k.lines, 2)
    k.emit("%s[i] = %s" % (outs[1].name, b2.value_for(outs[1].dtype).text), 2)
    outs[0].role = "out"
    grid = max(1, ceil_div(n, block))
    return k.finish([grid], [block], cooperative=True)


def records(k):
    """Reads of a record array's fields (as attributes and as items, nested
    array fields' elements, the record held in a variable or indexed again),
    writes of an output record array's fields, one record copied whole;
    aligned and packed records, plain, offset and strided views."""
    r = k.r
    n = r.choice(SIZES_1D)
    views = ["none", "none", "off1", "step2"]
    dtype = record_type(r)
    rin = k.add_array("in", dtype=dtype, shape=(n,), view=r.choice(views))
    rout = k.add_array("out", dtype=dtype if r.random() < 0.7 else record_type(r), shape=(n,),
                       view=r.choice(views))
    plain = [k.add_array("in", shape=(n,)) for _ in range(r.randint(0, 1))]
    plain += [k.add_array("out", shape=(n,)) for _ in range(r.randint(0, 1))]
    for _ in range(r.randint(0, 1)):
        k.add_scalar()
    position_1d(k, rout)
    scope = k.scope(Position(["i"], n))
    scope.arrays = plain      # records are read through their fields only
    scope.extra_leaves += [Val("i", "int64", 0, n - 1), Val("n", "int64", n, n)]
    k.emit("if i < n:")
    k.emit("rec = %s[%s]" % (rin.name, scope.index(rin)), 2)
    scope.extra_leaves += field_reads(r, "rec", rin)
    scope.extra_leaves += field_reads(r, "%s[%s]" % (rin.name, scope.index(rin)), rin)
    k.body(scope, 2)
    if rout.dtype == rin.dtype and r.random() < 0.4:
        k.emit("%s[i] = %s" % (rout.name, r.choice(["rec", "%s[%s]" % (rin.name,
                                                                      scope.index(rin))])), 2)
    write_fields(k, scope, rout, 2)
    store_outputs(k, scope, 2)
    return k.finish(*launch_1d(k, n))


def field_reads(r, record, array):
    """Vals of some fields of `record` (an expression of a record of `array`)."""
    vals = []
    for name, t, shape in array.dtype["record"]:
        if r.random() < 0.3:
            continue
        lo, hi = array.interval[name] or (None, None)
        if shape:
            vals += [Val("%s.%s[%d]" % (record, name, j), t, lo, hi) for j in range(shape[0])]
        else:
            spelled = r.choice(["%s.%s", "%s.%s", "%s['%s']"]) % (record, name)
            vals.append(Val(spelled, t, lo, hi))
    return vals


def write_fields(k, scope, out, indent):
    """Stores into fields of the thread's own record of `out`: through the
    element, as items, or through a variable holding it."""
    from body_gen import BodyGen
    b = BodyGen(k.r, scope, k.f, k.lines, indent)
    held = k.r.random() < 0.3
    if held:
        k.emit("o = %s[i]" % out.name, indent)
    fields = [f for f in out.dtype["record"] if k.r.random() < 0.8] or out.dtype["record"][:1]
    for name, t, shape in fields:
        element = "o" if held else "%s[i]" % out.name
        if shape:
            for j in range(shape[0]):
                k.emit("%s.%s[%d] = %s" % (element, name, j, b.value_for(t).text), indent)
        else:
            target = k.r.choice(["%s.%s", "%s['%s']"]) % (element, name)
            k.emit("%s = %s" % (target, b.value_for(t).text), indent)


KINDS = {
    "ew1": guarded_1d, "ew1s": guarded_1d, "ewc": guarded_1d, "gs1": grid_stride,
    "ew2": lambda k: elementwise_nd(k, 2), "ew3": lambda k: elementwise_nd(k, 3),
    "shared": shared_memory, "atomic": atomics, "warp": warp,
    "lanes": lambda k: warp(k, lanes=True), "gridsync": grid_sync, "record": records,
}
WEIGHTS = {"ew1": 4, "ew1s": 2, "ewc": 4, "gs1": 2, "ew2": 3, "ew3": 1, "shared": 2, "atomic": 2,
           "warp": 2, "lanes": 2, "gridsync": 1, "record": 2}
