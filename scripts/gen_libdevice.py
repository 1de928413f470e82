#!/usr/bin/env python3
"""Generates the table of libdevice's functions that kernels call directly
(`numba.cuda.libdevice`): compiler/types/libdevice_functions.def for the
compiler and python/dslc/cuda/libdevice.py for the Python package.

Two sources meet here. libdevice's bitcode gives every `__nv_*` function
and its LLVM types (i16, i32, i64, float, double, ptr, void). Numba's
declarations (numba/cuda/libdevicefuncs.py, read as text, not imported)
give what the bitcode cannot: that an i32 is an int32 (Numba declares
every integer signed) and what each pointer parameter points to (an out
parameter: float32, float64 or int32). Each of Numba's functions must be in
the bitcode with the same LLVM types (the script stops otherwise); the
functions of the bitcode that Numba leaves out are added with Numba's
conventions when they take and return scalars only, and skipped (listed on
stderr) when a pointer is an input (`norm(dim, p)`, `nan(tagp)`) or when
dslc cannot compile them (UNUSABLE).

    scripts/gen_libdevice.py \
        --libdevice /usr/local/cuda/nvvm/libdevice/libdevice.10.bc \
        --numba .../numba/cuda/libdevicefuncs.py [--check]

--check writes nothing and exits 1 when a generated file differs from the
one in the tree.
"""

import argparse
import ast
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEF_PATH = os.path.join(ROOT, "compiler", "sema", "libdevice_functions.def")
PY_PATH = os.path.join(ROOT, "python", "dslc", "cuda", "libdevice.py")

# LLVM's types as Numba's (integers signed, as Numba declares them all).
LLVM_TO_NUMBA = {"i16": "int16", "i32": "int32", "i64": "int64", "float": "float32",
                 "double": "float64", "void": "void"}
# Functions of the bitcode that dslc cannot compile, left out with the reason.
UNUSABLE = {
    "__nv_fast_tanhf": "it calls llvm.nvvm.tanh.approx.f32, which LLVM 19 does not have",
}
# Numba's type names as the .def writes them (ScalarKind names).
KIND = {"int16": "Int16", "int32": "Int32", "int64": "Int64", "float32": "Float32",
        "float64": "Float64", "void": "Void"}


def bitcode_functions(libdevice, llvm_dis):
    """{name: (result llvm type, [param llvm types])} of the `__nv_*` functions
    libdevice defines."""
    text = subprocess.run([llvm_dis, libdevice, "-o", "-"], check=True, capture_output=True,
                          text=True).stdout
    functions = {}
    for match in re.finditer(r"^define (?:[\w ]+ )?(\S+) @(__nv_\w+)\(([^)]*)\)", text, re.M):
        result, name, params = match.groups()
        types = [p.split()[0] for p in params.split(",") if p.strip()]
        functions[name] = (result, types)
    return functions


def numba_functions(path):
    """{name: (result, [(type, is_ptr)])} from Numba's `functions` dict."""
    with open(path) as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "functions":
            table = node.value
            break
    else:
        raise SystemExit("%s: no `functions = {...}`" % path)
    functions = {}
    for key, value in zip(table.keys, table.values):
        result, args = value.elts
        params = []
        for call in args.elts:
            fields = {k.arg: k.value for k in call.keywords}
            params.append((fields["ty"].id, fields["is_ptr"].value))
        functions[key.value] = (result.id, params)
    return functions


def camel(name):
    """The .def's identifier: `float2int_rn` -> `Float2intRn`."""
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def table(bitcode, numba):
    """[(name, result, [(type, is_out)], in_numba)] sorted by name, checked."""
    entries = []
    for name, (result, params) in sorted(numba.items()):
        if name in UNUSABLE:
            raise SystemExit("%s: declared by Numba, but %s" % (name, UNUSABLE[name]))
        if name not in bitcode:
            raise SystemExit("%s: declared by Numba, not in libdevice" % name)
        llvm_result, llvm_params = bitcode[name]
        expected = [("ptr" if is_ptr else None, ty) for ty, is_ptr in params]
        ok = LLVM_TO_NUMBA.get(llvm_result) == result and len(llvm_params) == len(params)
        for llvm_type, (ptr, ty) in zip(llvm_params, expected):
            ok = ok and (llvm_type == "ptr" if ptr else LLVM_TO_NUMBA.get(llvm_type) == ty)
        if not ok:
            raise SystemExit("%s: Numba declares %s(%s), libdevice defines %s(%s)"
                             % (name, result, params, llvm_result, llvm_params))
        entries.append((name, result, params, True))
    skipped = []
    for name, (llvm_result, llvm_params) in sorted(bitcode.items()):
        if name in numba or name in UNUSABLE:
            continue
        if "ptr" in llvm_params:
            skipped.append(name)
            continue
        params = [(LLVM_TO_NUMBA[t], False) for t in llvm_params]
        entries.append((name, LLVM_TO_NUMBA[llvm_result], params, False))
    if skipped:
        print("skipped (a pointer input): " + " ".join(skipped), file=sys.stderr)
    entries.sort()
    ids = [camel(name[len("__nv_"):]) for name, _, _, _ in entries]
    if len(set(ids)) != len(ids):
        raise SystemExit("two functions have one identifier")
    return entries


DEF_HEADER = """\
// libdevice's functions as kernels call them directly
// (`numba.cuda.libdevice.sincos(x)`), each with the one signature Numba
// declares. Generated by scripts/gen_libdevice.py from libdevice's bitcode
// and Numba's declarations (numba/cuda/libdevicefuncs.py); do not edit.
//
//   DSLC_LIBDEVICE(Id, "name", Result, (Params))
//       `__nv_<name>`, returning Result (a scalar kind, or Void) and taking
//       Params in order: scalar kinds, and Out(kind) for a pointer to a
//       value the function stores (an out parameter). A call passes the
//       other parameters, converted to their kinds as Numba converts the
//       arguments of a function of one signature, and gets the result and
//       then the out values: one value, or a tuple of two or more
//       (`frexp` -> (float64, int32), `sincos` -> (float64, float64)).
//       Integers are signed, as Numba declares them (`usad`, `umulhi`
//       take and return int32).
//
// The entries marked "dslc" are libdevice's but not in Numba's list. Not
// here: the functions that take a pointer as an input (`norm`, `nan`), and
// `fast_tanhf`, which calls an intrinsic LLVM 19 does not have.
#ifndef DSLC_LIBDEVICE
#error "define DSLC_LIBDEVICE before including this file"
#endif

"""


def def_text(entries):
    lines = [DEF_HEADER]
    for name, result, params, in_numba in entries:
        short = name[len("__nv_"):]
        kinds = ", ".join(("Out(%s)" % KIND[ty]) if is_ptr else KIND[ty] for ty, is_ptr in params)
        line = 'DSLC_LIBDEVICE(%s, "%s", %s, (%s))' % (camel(short), short, KIND[result], kinds)
        lines.append(line + ("" if in_numba else "  // dslc") + "\n")
    lines.append("\n#undef DSLC_LIBDEVICE\n")
    return "".join(lines)


PY_HEADER = '''\
"""numba.cuda.libdevice for dslc: `from dslc.cuda import libdevice`, as from
Numba's. Kernels call libdevice's functions directly through it
(`libdevice.sincos(x)`, `libdevice.sad(x, y, z)`); outside kernels each
name is a placeholder that raises an error when called.

SIGNATURES gives each function's one signature as Numba declares it:
(results, parameters), the results being the C function's return value (if
it has one) then its out parameters; a call with one result returns it, a
call with more returns a tuple. The names marked "dslc" are libdevice's but
not Numba's.

Generated by scripts/gen_libdevice.py; do not edit.
"""

from dslc.cuda._stubs import DeviceOnly as _DeviceOnly

SIGNATURES = {
'''

PY_FOOTER = '''\
}

for _name in SIGNATURES:
    globals()[_name] = _DeviceOnly("libdevice." + _name)
del _name
'''


def py_text(entries):
    lines = [PY_HEADER]
    for name, result, params, in_numba in entries:
        results = ([] if result == "void" else [result]) + [ty for ty, is_ptr in params if is_ptr]
        args = [ty for ty, is_ptr in params if not is_ptr]
        line = '    "%s": (%s, %s),' % (name[len("__nv_"):], tuple_text(results), tuple_text(args))
        lines.append(line + ("" if in_numba else "  # dslc") + "\n")
    lines.append(PY_FOOTER)
    return "".join(lines)


def tuple_text(names):
    quoted = ['"%s"' % n for n in names]
    return "(%s,)" % quoted[0] if len(quoted) == 1 else "(%s)" % ", ".join(quoted)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--libdevice", default="/usr/local/cuda/nvvm/libdevice/libdevice.10.bc")
    parser.add_argument("--numba", required=True, help="numba/cuda/libdevicefuncs.py")
    parser.add_argument("--llvm-dis", default=shutil.which("llvm-dis-19") or "llvm-dis")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    entries = table(bitcode_functions(args.libdevice, args.llvm_dis), numba_functions(args.numba))
    differ = []
    for path, text in ((DEF_PATH, def_text(entries)), (PY_PATH, py_text(entries))):
        old = open(path).read() if os.path.exists(path) else None
        if old == text:
            continue
        differ.append(os.path.relpath(path, ROOT))
        if not args.check:
            with open(path, "w") as f:
                f.write(text)
    verb = "differ" if args.check else "written"
    print("%d functions (%d of Numba's); %s" % (
        len(entries), sum(e[3] for e in entries),
        ("%s: %s" % (verb, " ".join(differ))) if differ else "up to date"))
    return 1 if args.check and differ else 0


if __name__ == "__main__":
    sys.exit(main())
