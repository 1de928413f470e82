"""Statements of a kernel or device function body: assignments, augmented
assignments, if/elif/else, range and while loops with break and continue,
local arrays, device-function calls and stores into the thread's own output
elements. Every loop has a bounded trip count; a variable a loop may assign
is widened to its type's range first, so the intervals stay sound."""
import numba_types as nt
from expr_gen import ExprGen
from values import Val


class BodyGen:
    def __init__(self, rng, scope, features, lines, indent):
        self.r, self.scope, self.f = rng, scope, features
        self.lines, self.indent = lines, indent
        self.gen = ExprGen(rng, scope, features)
        self.loop_names = []   # innermost last: whether break/continue is allowed

    def emit(self, text):
        self.lines.append("    " * self.indent + text)

    # ------------------------------------------------------------- blocks
    def block(self, count, depth):
        start = len(self.lines)
        for _ in range(count):
            self.statement(depth)
        if len(self.lines) == start:
            self.emit("pass")

    def nested(self, count, depth):
        self.indent += 1
        self.scope.push()
        self.block(count, depth)
        self.scope.pop()
        self.indent -= 1

    def statement(self, depth):
        r = self.r.random()
        if r < 0.30 or depth <= 0:
            return self.assign_new()
        if r < 0.42:
            return self.reassign()
        if r < 0.50:
            return self.augmented()
        if r < 0.62:
            return self.if_statement(depth)
        if r < 0.72:
            return self.for_loop(depth)
        if r < 0.77:
            return self.while_loop(depth)
        if r < 0.82 and self.f.get("local", True):
            return self.local_array()
        if r < 0.87 and self.loop_names:
            return self.break_or_continue()
        if r < 0.93 and self.scope.devices:
            return self.call_statement()
        return self.store()

    # -------------------------------------------------------- assignments
    def assign_new(self):
        v = self.gen.expr(self.r.choice(["int", "float", "real", "bool", "any"]), 3)
        name = self.scope.fresh("v")
        self.emit("%s = %s" % (name, v.text))
        self.scope.define(name, v)

    def assignable(self):
        names = [n for n in self.scope.vars if n.startswith(("v", "acc", "r", "p"))]
        if self.scope.loop_depth:
            names = [n for n in names if n in self.carried]
        return names

    carried = ()

    def reassign(self):
        names = self.assignable()
        if not names:
            return self.assign_new()
        name = self.r.choice(names)
        t = self.scope.vars[name].type
        v = self.gen.cast(self.gen.expr("bool" if t == "bool" else "real", 3), t)
        self.emit("%s = %s" % (name, v.text))
        self.set_interval(name, v)

    def set_interval(self, name, v):
        var = self.scope.vars[name]
        if self.scope.loop_depth:
            return                  # widened for the loop already
        var.lo, var.hi = v.lo, v.hi

    def augmented(self):
        names = [n for n in self.assignable() if self.scope.vars[n].type in
                 ("int64", "uint64", "float64", "float32")]
        if not names:
            return self.assign_new()
        name = self.r.choice(names)
        var = self.scope.vars[name]
        if var.type in ("float64", "float32"):
            op = self.r.choice(["+=", "-=", "*="])
            e = self.gen.expr("float", 2)
            if var.type == "float32" and e.type != "float32":
                e = self.gen.cast(e, "float32")
            self.emit("%s %s %s" % (name, op, e.text))
            return
        op = self.r.choice(["+=", "-=", "*=", "&=", "|=", "^=", "<<=", ">>="])
        e = self.gen.expr("int", 2)
        if nt.is_signed(var.type) != nt.is_signed(e.type) or var.type == "uint64" and \
                op in ("<<=", ">>="):
            e = self.gen.cast(e, var.type)
        if op in ("<<=", ">>="):
            e = Val("(%s & 63)" % e.text, nt.int_result(e.type, "int64"), 0, 63)
            if var.type == "uint64":
                e = Val("np.uint64(%s)" % e.text, "uint64", 0, 63)
        if op in ("+=", "-=", "*="):
            # Overflow is ruled out by narrowing the operand and the variable's
            # range; a widened (loop) variable gets only bitwise updates.
            bound = max(abs(var.lo), abs(var.hi)) if var.ranged else None
            if max(abs(e.lo), abs(e.hi)) > 1 << 16:
                # Narrowed within the variable's signedness, so its type stays.
                t = "int16" if nt.is_signed(var.type) else "uint16"
                lo, hi = nt.type_range(t)
                e = Val("np.%s(%s)" % (t, e.text), t, lo, hi)
            if var.type == "int64" and (bound is None or bound > 1 << 40):
                op = self.r.choice(["&=", "|=", "^="])
        self.emit("%s %s %s" % (name, op, e.text))
        if not self.scope.loop_depth:
            var.lo, var.hi = nt.type_range(var.type) if op not in ("+=", "-=", "*=") else \
                self.augmented_interval(var, op, e)

    def augmented_interval(self, var, op, e):
        from values import arith_interval
        iv = arith_interval(op[0], var, e, var.type)
        return iv if iv else nt.type_range(var.type)

    # ------------------------------------------------------- control flow
    def if_statement(self, depth):
        c = self.gen.expr("bool", 3)
        self.emit("if %s:" % c.text)
        before = self.scope.snapshot()
        self.nested(self.r.randint(1, 3), depth - 1)
        arms = [self.scope.snapshot()]
        for _ in range(self.r.choice([0, 0, 1, 2])):
            self.restore(before)
            self.emit("elif %s:" % self.gen.expr("bool", 2).text)
            self.nested(self.r.randint(1, 2), depth - 1)
            arms.append(self.scope.snapshot())
        self.restore(before)
        if self.r.random() < 0.5:
            self.emit("else:")
            self.nested(self.r.randint(1, 2), depth - 1)
            arms.append(self.scope.snapshot())
        self.scope.join(before, *arms)

    def restore(self, snap):
        for name, (lo, hi) in snap.items():
            if name in self.scope.vars:
                self.scope.vars[name].lo, self.scope.vars[name].hi = lo, hi

    def loop(self, header, body_depth, counter=None):
        """A loop: the variables it may assign are widened before it."""
        carried = [n for n in self.assignable() if self.r.random() < 0.5]
        self.scope.widen(carried)
        old, self.carried = self.carried, tuple(carried) + tuple(self.carried)
        self.emit(header)
        self.scope.loop_depth += 1
        self.loop_names.append(header)
        self.indent += 1
        self.scope.push()
        if counter:
            self.emit(counter)
        self.block(self.r.randint(1, 3), body_depth)
        self.scope.pop()
        self.indent -= 1
        self.loop_names.pop()
        self.scope.loop_depth -= 1
        self.carried = old

    def for_loop(self, depth):
        k = self.scope.fresh("k")
        form = self.r.random()
        if form < 0.4:
            stop = self.r.choice([1, 2, 3, 4, 7, 9, 16])
            header, lo, hi = "for %s in range(%d):" % (k, stop), 0, stop - 1
        elif form < 0.6:
            start = self.r.choice([7, 6, 15])
            header, lo, hi = "for %s in range(%d, -1, -1):" % (k, start), 0, start
        elif form < 0.75:
            header, lo, hi = "for %s in range(0, 12, 3):" % k, 0, 9
        else:
            e = self.gen.expr("int", 2)
            mask = self.r.choice([3, 7, 15])
            header, lo, hi = "for %s in range((%s) & %d):" % (k, e.text, mask), 0, mask - 1
        self.scope.push()
        self.scope.define(k, Val(k, "int64", lo, max(lo, hi)))
        self.loop(header, depth - 1)
        self.scope.pop()

    def while_loop(self, depth):
        c = self.scope.fresh("c")
        limit = self.r.choice([1, 4, 8, 10, 40])
        self.emit("%s = 0" % c)
        self.scope.define(c, Val(c, "int64", 0, limit))
        cond = "%s < %d" % (c, limit)
        if self.r.random() < 0.4:
            cond += " and %s" % self.gen.expr("bool", 2).text
        self.loop("while %s:" % cond, depth - 1, counter="%s += 1" % c)

    def break_or_continue(self):
        self.emit("if %s:" % self.gen.expr("bool", 2).text)
        self.emit("    " + self.r.choice(["break", "continue"]))

    # ------------------------------------------------------- local arrays
    def local_array(self):
        la, k, acc = self.scope.fresh("la"), self.scope.fresh("k"), self.scope.fresh("acc")
        size = self.r.choice([1, 2, 4, 8, 16])
        t = self.r.choice(["int32", "int64", "float32", "float64", "int16", "uint8"])
        self.emit("%s = cuda.local.array(%d, %s)" % (la, size, nt.numba_name(t)))
        self.emit("for %s in range(%d):" % (k, size))
        self.scope.push()
        self.scope.define(k, Val(k, "int64", 0, size - 1))
        v = self.gen.cast(self.gen.expr("real", 2), t)
        self.emit("    %s[%s] = %s" % (la, k, v.text))
        self.scope.pop()
        zero = "0" if nt.is_int(t) else "0.0"
        self.emit("%s = %s" % (acc, zero))
        k2 = self.scope.fresh("k")
        order = self.r.choice(["%s" % k2, "%d - 1 - %s" % (size, k2), "%s - %d" % (k2, size)])
        header = self.r.choice(["for %s in range(%d):" % (k2, size),
                                "for %s in range(%d - 1, -1, -1):" % (k2, size)])
        self.emit(header)
        if nt.is_int(t):
            # int32 elements summed in int64 at most 16 times: no overflow
            self.emit("    %s = %s + %s[%s]" % (acc, acc, la, order))
            lo, hi = nt.type_range(t)
            self.scope.define(acc, Val(acc, "int64", min(0, lo * size), max(0, hi * size)))
        else:
            self.emit("    %s = %s + %s[%s]" % (acc, acc, la, order))
            self.scope.define(acc, Val(acc, "float64"))

    # ------------------------------------------------------------- calls
    def call_statement(self):
        d = self.r.choice(self.scope.devices)
        args = ", ".join(self.gen.cast(self.gen.expr("real", 2), t).text for t in d.params)
        names = [self.scope.fresh("r") for _ in d.results]
        self.emit("%s = %s(%s)" % (", ".join(names), d.name, args))
        for name, t, iv in zip(names, d.results, d.intervals):
            self.scope.define(name, Val(name, t, *(iv if iv else (None, None))))

    # ------------------------------------------------------------- stores
    def store(self):
        outs = [a for a in self.scope.arrays if a.writable and self.scope.position and
                a.ndim == self.scope.position.ndim and not self.scope.position.clamped]
        if not outs:
            return self.assign_new()
        a = self.r.choice(outs)
        idx = self.own_store_index(a)
        v = self.value_for(a.dtype)
        self.emit("%s[%s] = %s" % (a.name, idx, v.text))

    def own_store_index(self, a):
        pos = self.scope.position
        if a.ndim > 1:
            return ", ".join(pos.names)
        if self.scope.own_only:
            return pos.names[0]
        L = self.scope.length(a)
        return self.r.choice([pos.names[0], pos.names[0], "%s - %s" % (pos.names[0], L)])

    def value_for(self, dtype):
        """A value that stores into a `dtype` array without undefined
        conversion (floats into integer arrays are clamped)."""
        if dtype == "bool":
            return self.gen.expr("bool", 3)
        if dtype == "float16":
            return self.gen.half_value(2) if self.r.random() < 0.6 else \
                Val("np.float16(%s)" % self.gen.expr("float", 3).text, "float16")
        if nt.is_complex(dtype):
            return self.gen.complex_value(2)
        v = self.gen.expr("real", 3)
        if nt.is_int(dtype) and nt.is_float(v.type):
            return self.gen.cast(v, dtype)
        return v
