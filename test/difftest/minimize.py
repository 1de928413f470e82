#!/usr/bin/env python3
"""Shrinks a finding while the difference stays: keeps only the kernel that
differs (and the device functions it calls), then, to a fixed point, drops
statements, replaces compound statements by their bodies and expressions
by one of their operands, each change kept only when the program still
differs the same way between the two configurations.

  python3 minimize.py OUT/findings/17 --configs numba,dslc [--kernel k1]

Writes DIR/minimized/prog.py and prog.json (replayable with run.py
--replay). The guards that make programs well-defined (clamps before
float-to-integer conversions, narrowing before signed arithmetic, the
divisor forms) are never removed, so the smaller program stays defined."""
import argparse
import ast
import copy
import json
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import configs  # noqa: E402
import report   # noqa: E402
import run      # noqa: E402


def is_guard(node):
    """The generator's forms that keep a value defined (expr_gen.py)."""
    text = ast.unparse(node)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
            node.func.id in ("min", "max") and len(node.args) == 2 and \
            isinstance(node.args[1], (ast.Constant, ast.UnaryOp, ast.Call)):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.Mod, ast.BitOr,
                                                            ast.Add)):
        return any(s in text for s in ("& 65535", "% 1009", "& 1023", "| np.uint32(1)",
                                       "+ 0.5", "np.float32(0.5)", "& 63", "& 31", "& 15",
                                       "& 7", "& 3"))
    return False


def is_bounds_guard(stmt):
    """The generator's `if i < n:`, `if i >= n: return`, `if r < a.shape[0]
    and c < a.shape[1]:`: without it a thread past the end writes there."""
    if not isinstance(stmt, ast.If):
        return False
    tests = stmt.test.values if isinstance(stmt.test, ast.BoolOp) else [stmt.test]
    for t in tests:
        if not (isinstance(t, ast.Compare) and len(t.ops) == 1 and
                isinstance(t.ops[0], (ast.Lt, ast.GtE))):
            return False
        bound = ast.unparse(t.comparators[0])
        if not (bound == "n" or bound.endswith(".size") or ".shape[" in bound):
            return False
    return True


class Candidates(ast.NodeVisitor):
    """Every single-step reduction of a module, as functions that apply it."""

    def __init__(self, tree):
        self.tree = tree
        self.steps = []
        self.in_index = 0
        self.visit(tree)

    def visit_If(self, node):
        if not is_bounds_guard(node):
            return self.generic_visit(node)
        # Its body shrinks; its test stays whole.
        self.in_index += 1
        self.visit(node.test)
        self.in_index -= 1
        self.statements(node, "body")
        self.statements(node, "orelse")

    def visit_Assign(self, node):
        # `ic = min(i, n - 1)`: the clamped position that indexes inputs.
        if [ast.unparse(t) for t in node.targets] != ["ic"]:
            return self.generic_visit(node)
        self.in_index += 1
        self.generic_visit(node)
        self.in_index -= 1

    def visit_Subscript(self, node):
        # An index is never shrunk: the generator keeps it in bounds (a
        # wrapped negative index, `% len(...)`, the clamped `ic`), and a
        # smaller expression could read past the array.
        self.visit(node.value)
        self.in_index += 1
        self.visit(node.slice)
        self.in_index -= 1

    def generic_visit(self, node):
        for field, value in ast.iter_fields(node):
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.statements(node, field)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        self.visit(item)
            elif isinstance(value, ast.expr):
                if not self.in_index and not is_guard(value):
                    for sub in operands(value):
                        self.steps.append(("replace", node, field, sub))
                self.visit(value)
            elif isinstance(value, ast.AST):
                self.visit(value)

    def statements(self, node, field):
        body = getattr(node, field)
        for i, stmt in enumerate(body):
            if not is_bounds_guard(stmt):
                if len(body) > 1:
                    self.steps.append(("drop", node, field, i))
                if isinstance(stmt, (ast.If, ast.For, ast.While)):
                    self.steps.append(("inline", node, field, i))
            self.visit(stmt)


def operands(expr):
    if isinstance(expr, ast.BinOp):
        return [expr.left, expr.right]
    if isinstance(expr, ast.BoolOp):
        return list(expr.values)
    if isinstance(expr, ast.UnaryOp):
        return [expr.operand]
    if isinstance(expr, ast.IfExp):
        return [expr.body, expr.orelse]
    if isinstance(expr, ast.Compare):
        return [] if len(expr.comparators) == 1 else \
            [ast.Compare(expr.left, expr.ops[:1], expr.comparators[:1])]
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and \
            expr.func.id in ("min", "max", "abs"):
        return [a for a in expr.args]
    return []


def apply(tree, step):
    kind, node, field, arg = step
    if kind == "drop":
        getattr(node, field).pop(arg)
    elif kind == "inline":
        stmts = getattr(node, field)
        body = stmts[arg].body
        stmts[arg:arg + 1] = [s for s in body if not isinstance(s, (ast.Break, ast.Continue))] \
            or [ast.Pass()]
    else:
        setattr(node, field, arg)


def only_kernel(source, spec, kernel):
    tree = ast.parse(source)
    keep = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("k") and \
                node.name != kernel:
            continue
        keep.append(node)
    tree.body = keep
    spec = dict(spec, kernels=[k for k in spec["kernels"] if k["name"] == kernel])
    return ast.unparse(tree) + "\n", spec


class Oracle:
    """Whether a program still differs as the finding did."""

    def __init__(self, names, expected, a):
        self.names, self.expected, self.a = names, expected, a
        self.runs = 0

    def __call__(self, source, spec):
        self.runs += 1
        out = tempfile.mkdtemp(prefix="dt-min-")
        try:
            work = os.path.join(out, "work")
            progs = os.path.join(work, "progs")
            os.makedirs(progs)
            seed = spec["seed"]
            open(os.path.join(progs, "p%d.py" % seed), "w").write(source)
            json.dump(spec, open(os.path.join(progs, "p%d.json" % seed), "w"))
            for name in self.names:
                run.Unit(name, [seed], work, self.a).run()
            _, pairs = report.classify_program(seed, work, self.names, self.a.compile_only)
            classes = [k["cls"] for k in pairs[self.names[1]]]
            return self.expected in classes
        finally:
            shutil.rmtree(out, ignore_errors=True)


def minimize(source, spec, oracle, keep, deadline):
    """Greedy to a fixed point: each step tried once per pass, a kept step
    tried again at the same index (the tree changed under it). `keep` gets
    every smaller program as it is found, so a run cut short loses nothing."""
    tree = ast.parse(source)
    changed = True
    while changed and time.time() < deadline:
        changed = False
        index = 0
        while index < len(Candidates(tree).steps) and time.time() < deadline:
            trial = copy.deepcopy(tree)
            apply(trial, Candidates(trial).steps[index])
            try:
                text = ast.unparse(trial) + "\n"
                compile(text, "prog.py", "exec")
            except (SyntaxError, ValueError):
                index += 1
                continue
            if oracle(text, spec):
                tree, changed = trial, True
                keep(text)
                print("  %d lines after %d runs" % (text.count("\n"), oracle.runs), flush=True)
            else:
                index += 1
    return ast.unparse(tree) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("finding")
    ap.add_argument("--configs", default="numba,dslc", help="reference,other")
    ap.add_argument("--kernel", help="the kernel that differs (default: the first)")
    ap.add_argument("--compile-only", action="store_true")
    ap.add_argument("--timeout", type=float, default=90)
    ap.add_argument("--time-limit", type=float, default=0,
                    help="stop shrinking after this many seconds (the smallest program so far is kept)")
    a = ap.parse_args()
    a.ptxas = ""
    names = configs.parse(a.configs)[:2]
    source = open(os.path.join(a.finding, "prog.py")).read()
    spec = json.load(open(os.path.join(a.finding, "prog.json")))
    probe = Oracle(names, "PASS", a)
    with tempfile.TemporaryDirectory() as out:
        work = os.path.join(out, "work")
        os.makedirs(os.path.join(work, "progs"))
        run.copy_program(a.finding, os.path.join(work, "progs"))
        for name in names:
            run.Unit(name, [spec["seed"]], work, a).run()
        _, pairs = report.classify_program(spec["seed"], work, names, a.compile_only)
    bad = [k for k in pairs[names[1]] if k["cls"] not in ("PASS", "REF_FAIL")]
    if not bad:
        sys.exit("minimize: %s and %s agree on this program" % tuple(names))
    target = [k for k in bad if not a.kernel or k["kernel"] == a.kernel][0]
    print("minimizing %s of seed %d: %s" % (target["kernel"], spec["seed"], target["cls"]))
    source, spec = only_kernel(source, spec, target["kernel"])
    oracle = Oracle(names, target["cls"], a)
    if not oracle(source, spec):
        sys.exit("minimize: the kernel alone does not differ")
    del probe
    d = os.path.join(a.finding, "minimized")
    os.makedirs(d, exist_ok=True)
    json.dump(spec, open(os.path.join(d, "prog.json"), "w"))

    def keep(text):
        open(os.path.join(d, "prog.py"), "w").write(text)
    keep(source)
    deadline = time.time() + a.time_limit if a.time_limit else float("inf")
    small = minimize(source, spec, oracle, keep, deadline)
    print("minimized to %d lines in %d runs: %s" % (small.count("\n"), oracle.runs, d))


if __name__ == "__main__":
    main()
