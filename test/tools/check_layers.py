"""Checks that dslc's layers only point down and that nothing forms a cycle.

Reads every `#include "..."` of the C and C++ sources (C_SUFFIXES) and every
import of the Python package `python/dslc/` (at module level and inside
functions: a lazy import is still a dependency), and reports, as violations,

  - each include or import of a file in a higher layer of LAYERS than the
    including file's: `FILE:LINE: includes TARGET (layer A above layer B)`;
  - each include or import that resolves nowhere, and each file in no layer;

and, as cycles, each set of files (a header and the source of one name,
`x.h` and `x.cpp`, with its private header `x_impl.h`, being one unit) and each set of folders that depend on each
other in a circle, with the edges that form it.

An include is looked up in the including file's folder, from the repository
root, then in PUBLIC_INCLUDE_DIRS; one that names a file the build generates
(an output of `configure_file`, `add_custom_command` or `file(CONFIGURE)` in a
CMakeLists.txt) belongs to the folder its spelling names. Angle-bracket
includes and quoted ones of EXTERNAL_PREFIXES are outside the tree. A unit test
(`*_test.cpp`) is part of its folder but may include anything: its includes
count for neither layers nor cycles.

Prints one line per folder (its files, and how many includes and imports go
into each folder it depends on), then the findings, then
"N violations, M cycles"; exits 1 unless both are 0. test/driver/layers.test
runs it on test/tools/layers_fixture.

    check_layers.py [--root DIR] [--quiet]   (DIR: the repository, by default
                                              the one holding this script;
                                              --quiet: findings and totals only)
"""
import argparse
import ast
import fnmatch
import os
import re
import sys
from collections import defaultdict

# The layers, bottom to top: a file may depend on its own layer and the ones
# before it. Each layer lists folders (ending in "/") and single files; a file
# belongs to the entry that names the longest part of its path. Entries that
# are not in the tree are skipped.
LAYERS = [
    ("interface", ["interface/"]),  # shared by compiler and runtime
    # The compiler's phases, in the order they may depend on each other.
    ("compiler/base", ["compiler/base/"]),
    ("compiler/diagnostics", ["compiler/diagnostics/"]),
    ("compiler/lex", ["compiler/lex/"]),
    ("compiler/parse", ["compiler/parse/"]),
    ("compiler/library", ["compiler/library/"]),  # library modules, embedded as .inc
    ("compiler/types", ["compiler/types/"]),
    ("compiler/scope", ["compiler/scope/"]),
    ("compiler/sema", ["compiler/sema/"]),
    ("compiler/plan", ["compiler/plan/"]),
    # The back end before lowering, though it runs after it: codegen reads
    # only base and diagnostics, and lower emits into a module codegen's
    # target configured, with codegen's entry markings and pass markers.
    ("compiler/codegen", ["compiler/codegen/"]),
    ("compiler/lower", ["compiler/lower/"]),
    ("compiler/assemble", ["compiler/assemble/"]),
    ("compiler/pipeline", ["compiler/pipeline/"]),  # the compile API
    ("runtime", ["runtime/"]),  # its public headers: runtime/include/dslc/
    ("runtime/c_api", ["runtime/c_api/", "runtime/include/dslc/c_api.h"]),
    ("python", ["python/"]),  # the package and its C extension
    ("top", ["compiler/driver/", "bench/", "test/", "lang-examples/", "scripts/"]),
]

# Where `#include "dslc/x.h"` finds public headers.
PUBLIC_INCLUDE_DIRS = ["runtime/include", "interface/include"]
# Quoted includes of libraries outside the tree.
EXTERNAL_PREFIXES = ["llvm/", "gtest/", "gmock/", "CLI/"]
# Folders not read: version control, builds, caches, and this check's fixture.
SKIPPED = [".*", "build", "build-*", "__pycache__", "test/tools/layers_fixture"]
C_SUFFIXES = (".h", ".cpp", ".c", ".def", ".inc", ".cu", ".cuh")
# The suffixes of one unit: `x.h` and `x.cpp` are one node of the file graph.
UNIT_SUFFIXES = (".h", ".cpp", ".c", ".cu", ".cuh")
UNIT_TEST = "*_test.cpp"
PYTHON_PACKAGE = "python/dslc"  # imported as `dslc`


class Dep:
    """One include or import: FILE:LINE depends on TARGET."""

    def __init__(self, source, line, target, verb):
        self.source, self.line, self.target, self.verb = source, line, target, verb

    def where(self):
        return self.source, self.line


def places(wheres, limit=None):
    """FILE:LINE, ... in order, the first `limit` of them."""
    wheres = sorted(set(wheres))
    shown = ", ".join("%s:%d" % w for w in wheres[:limit])
    return shown + (", ..." if limit is not None and len(wheres) > limit else "")


# --- The tree ----------------------------------------------------------------


def skipped(rel):
    name = rel.rsplit("/", 1)[-1]
    return any(fnmatch.fnmatch(name, p) if "/" not in p else rel == p for p in SKIPPED)


def walk(root):
    """Every file of the tree (repository-relative, sorted), skipped folders aside."""
    files = []
    for folder, dirs, names in os.walk(root):
        rel = os.path.relpath(folder, root).replace(os.sep, "/")
        rel = "" if rel == "." else rel + "/"
        dirs[:] = sorted(d for d in dirs if not skipped(rel + d))
        files.extend(rel + n for n in names)
    return sorted(files)


def layer_of(path):
    """The index in LAYERS of the entry naming the longest part of path, or None."""
    best, best_len = None, -1
    for index, (_, entries) in enumerate(LAYERS):
        for entry in entries:
            hit = path.startswith(entry) if entry.endswith("/") else path == entry
            if hit and len(entry) > best_len:
                best, best_len = index, len(entry)
    return best


def folder_of(path):
    return path.rsplit("/", 1)[0] if "/" in path else "."


# --- Generated files -----------------------------------------------------------

CMAKE_COMMANDS = {"set", "configure_file", "add_custom_command", "file"}
CMAKE_KEYWORDS = {"COMMAND", "DEPENDS", "COMMENT", "WORKING_DIRECTORY", "BYPRODUCTS",
                  "MAIN_DEPENDENCY", "IMPLICIT_DEPENDS", "VERBATIM", "APPEND", "USES_TERMINAL",
                  "DEPFILE", "JOB_POOL", "COMMAND_EXPAND_LISTS", "CONTENT", "INPUT", "@ONLY",
                  "COPYONLY", "ESCAPE_QUOTES", "NEWLINE_STYLE", "CONDITION", "TARGET"}
CMAKE_NAME = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)[ \t]*\(")


def cmake_arguments(text, i):
    """The arguments of the command whose '(' is at text[i - 1], and where it ends."""
    depth, quoted, args, current = 1, False, [], ""
    while i < len(text) and depth:
        c = text[i]
        if quoted:
            if c == "\\" and i + 1 < len(text):
                current += text[i:i + 2]
                i += 1
            elif c == '"':
                quoted = False
            else:
                current += c
        elif c == '"':
            quoted = True
        elif c == "#":
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
            continue
        elif c in "()":
            depth += 1 if c == "(" else -1
            if depth:
                current += c
        elif c.isspace():
            if current:
                args.append(current)
            current = ""
        else:
            current += c
        i += 1
    if current:
        args.append(current)
    return args, i


def cmake_commands(text):
    """(name in lower case, arguments) of each command of a CMake file."""
    i = 0
    while i < len(text):
        if text[i] == "#":
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
            continue
        m = CMAKE_NAME.match(text, i)
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            args, i = cmake_arguments(text, m.end())
            yield m.group(1).lower(), args
        else:
            i += 1


def generated_files(root, files):
    """Glob patterns of the files CMake writes into the build tree, as paths there."""
    variables, outputs = {}, []
    for cmake in (f for f in files if f.rsplit("/", 1)[-1] == "CMakeLists.txt"):
        here = folder_of(cmake)
        binary = "<bin>" if here == "." else "<bin>/" + here

        def expand(value, depth=0):
            value = value.replace("${CMAKE_CURRENT_BINARY_DIR}", binary)
            value = value.replace("${CMAKE_BINARY_DIR}", "<bin>")
            if depth > 8:
                return value
            return re.sub(r"\$\{(\w+)\}",
                          lambda m: expand(variables.get(m.group(1), "*"), depth + 1), value)

        for command, args in cmake_commands(read(root, cmake)):
            if command == "set" and len(args) == 2:
                variables[args[0]] = args[1].replace("${CMAKE_CURRENT_BINARY_DIR}", binary)
            elif command == "configure_file" and len(args) >= 2:
                outputs.append(expand(args[1]))
            elif command in ("add_custom_command", "file") and "OUTPUT" in args:
                for arg in args[args.index("OUTPUT") + 1:]:
                    if arg in CMAKE_KEYWORDS:
                        break
                    outputs.append(expand(arg))
    # A bare `*` (a path made of variables this reading does not know) would
    # claim every spelling that resolves nowhere.
    return sorted({o[len("<bin>/"):] for o in outputs
                   if o.startswith("<bin>/") and o.rsplit("/", 1)[-1].strip("*")})


def match_generated(spelling, patterns, folders):
    """The tree path a generated file spelled so stands for, or None.

    The spelling is a tail of the file's path in the build tree; the file is
    put in the tree folder that path names (`generated/compiler/library/x.inc`
    in compiler/library, `compiler/pipeline/version.h` spelled
    `pipeline/version.h` in compiler/pipeline), else where the spelling says."""
    parts = spelling.split("/")
    for pattern in patterns:
        pieces = pattern.split("/")
        k = len(pieces) - len(parts)
        if k < 0 or not all(fnmatch.fnmatchcase(p, q) for p, q in zip(parts, pieces[k:])):
            continue
        paths = ["/".join(pieces[j:k] + parts) for j in range(k + 1)]
        for path in paths:
            if folder_of(path) in folders and folder_of(path) != ".":
                return path
        # A folder only the build has (interface/include/dslc): the tree
        # folder it is under.
        for path in paths:
            if any(folder_of(path).startswith(f + "/") for f in folders if f != "."):
                return path
        return spelling
    return None


# --- C and C++ includes ----------------------------------------------------------

INCLUDE = re.compile(r'#[ \t]*include[ \t]*(?:"([^"\n]*)"|<[^>\n]*>)')
RAW_STRING = re.compile(r'R"([^()\\\s]{0,16})\(')
INTERESTING = re.compile(r"[\n#/\"'R]")


def c_includes(text):
    """(line, spelling) of each quoted #include outside comments and literals."""
    i, n, line, line_start = 0, len(text), 1, True
    while True:
        m = INTERESTING.search(text, i)
        if not m:
            return
        j = m.start()
        if text[i:j].strip():
            line_start = False
        c, i = text[j], j + 1
        if c == "\n":
            line, line_start = line + 1, True
            continue
        if c == "#" and line_start:
            include = INCLUDE.match(text, j)
            if include:
                if include.group(1) is not None:
                    yield line, include.group(1)
                i = include.end()
            line_start = False
            continue
        line_start = False
        if text.startswith("//", j):
            end = text.find("\n", j)
            i = n if end < 0 else end
        elif text.startswith("/*", j):
            end = text.find("*/", j + 2)
            end = n if end < 0 else end + 2
            line += text.count("\n", j, end)
            i = end
        elif c == "R":
            raw = RAW_STRING.match(text, j)
            before = text[j - 1] if j else " "
            if raw and (not (before.isalnum() or before == "_") or before in "LuU8"):
                end = text.find(")" + raw.group(1) + '"', raw.end())
                end = n if end < 0 else end + len(raw.group(1)) + 2
                line += text.count("\n", j, end)
                i = end
        elif c == "'" and j and (text[j - 1].isalnum() or text[j - 1] == "_"):
            pass  # a digit separator
        elif c in "\"'":
            k = j + 1
            while k < n and text[k] != c and text[k] != "\n":
                k += 2 if text[k] == "\\" else 1
            i = k + 1 if k < n and text[k] == c else k


def resolve_include(source, spelling, tree, generated, folders):
    """The path an include names, "" for an external one, None when it resolves nowhere."""
    if any(spelling.startswith(p) for p in EXTERNAL_PREFIXES):
        return ""
    for base in [folder_of(source)] + [""] + PUBLIC_INCLUDE_DIRS:
        path = os.path.normpath(os.path.join(base, spelling)).replace(os.sep, "/")
        if path in tree:
            return path
    return match_generated(spelling, generated, folders)


# --- Python imports ------------------------------------------------------------


def module_file(module, tree):
    """The file of the module dslc.a.b: a .py, a package's __init__.py or a C
    extension; for a module the build generates into the package, the
    generated file (GENERATED_MODULES)."""
    base = PYTHON_PACKAGE + "/" + "/".join(module.split(".")[1:])
    for path in (base + ".py", base.rstrip("/") + "/__init__.py", base + ".c"):
        if path in tree:
            return path
        if path in GENERATED_MODULES:
            return GENERATED_MODULES[path]
    return None


# The package's modules the build writes (the package path -> the generated
# file's path, in the folder whose CMakeLists.txt makes it): set by collect.
GENERATED_MODULES = {}


def python_imports(path, text, tree):
    """(line, target file or None, spelling) of each import of the package."""
    top = PYTHON_PACKAGE.rsplit("/", 1)[-1]
    module = top + path[len(PYTHON_PACKAGE):-len(".py")].replace("/", ".")
    if module.endswith(".__init__"):
        package = module[:-len(".__init__")]
    else:
        package = module.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(text, path)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == top:
                    yield node.lineno, module_file(alias.name, tree), alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] +
                                ([node.module] if node.module else []))
            else:
                base = node.module
            if base.split(".")[0] != top:
                continue
            for alias in node.names:
                name = base + "." + alias.name
                submodule = module_file(name, tree) if alias.name != "*" else None
                target = submodule or module_file(base, tree)
                yield node.lineno, target, name if submodule or not target else base


# --- Graphs --------------------------------------------------------------------


def unit_of(path):
    """`x.h`, `x.cpp` and `x_impl.h` (the private header of x.cpp's parts)
    are one unit."""
    stem, suffix = os.path.splitext(path)
    if suffix not in UNIT_SUFFIXES:
        return path
    return stem[:-len("_impl")] if stem.endswith("_impl") and suffix == ".h" else stem


def strongly_connected(edges):
    """The components of more than one node, each sorted, in sorted order."""
    nodes = sorted(set(edges) | {t for ts in edges.values() for t in ts})
    index, low, on_stack, stack, found, counter = {}, {}, set(), [], [], [0]
    for start in nodes:
        if start in index:
            continue
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = counter[0]
                counter[0] += 1
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(edges.get(child, ())))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return sorted(found)


# --- The check -----------------------------------------------------------------


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
        return f.read()


def collect(root):
    """(the tree's files, the files read, their dependencies, the unresolved ones)."""
    tree = set(walk(root))
    folders = {folder_of(p) for p in tree}
    generated = generated_files(root, sorted(tree))
    GENERATED_MODULES.clear()
    for path in generated:
        i = ("/" + path).find("/" + PYTHON_PACKAGE + "/")
        if i >= 0 and path.endswith(".py"):
            GENERATED_MODULES[path[i:]] = path
    scanned, deps, unresolved, seen = [], [], [], set()
    for path in sorted(tree):
        if path.endswith(C_SUFFIXES):
            scanned.append(path)
            for line, spelling in c_includes(read(root, path)):
                target = resolve_include(path, spelling, tree, generated, folders)
                if target is None:
                    unresolved.append("%s:%d: includes \"%s\", which resolves nowhere"
                                      % (path, line, spelling))
                elif target:
                    deps.append(Dep(path, line, target, "includes"))
        elif path.startswith(PYTHON_PACKAGE + "/") and path.endswith(".py"):
            scanned.append(path)
            for line, target, spelling in python_imports(path, read(root, path), tree):
                if target is None:
                    unresolved.append("%s:%d: imports %s, which resolves nowhere"
                                      % (path, line, spelling))
                elif (path, line, target) not in seen:  # one per statement and module
                    deps.append(Dep(path, line, target, "imports"))
                    seen.add((path, line, target))
    return tree, scanned, deps, unresolved


def is_unit_test(path):
    return fnmatch.fnmatch(path.rsplit("/", 1)[-1], UNIT_TEST)


def layer_findings(deps, scanned):
    """Each dependency against the layer order or into no layer, each file in no layer."""
    found, read_files = [], set(scanned)
    for dep in deps:
        if is_unit_test(dep.source):
            continue
        a, b = layer_of(dep.target), layer_of(dep.source)
        if a is not None and b is not None and a > b:
            found.append("%s: %s %s (layer %s above layer %s)" % (
                places([dep.where()]), dep.verb, dep.target, LAYERS[a][0], LAYERS[b][0]))
        elif a is None and dep.target not in read_files:
            found.append("%s: %s %s, which is in no layer"
                         % (places([dep.where()]), dep.verb, dep.target))
    return found + ["%s: in no layer" % p for p in scanned if layer_of(p) is None]


def write_folders(out, tree, scanned, deps):
    """The layers not in the tree, then each folder: files, and dependencies per folder."""
    missing = [e for _, entries in LAYERS for e in entries
               if e.rstrip("/") not in tree and not any(p.startswith(e) for p in tree)]
    if missing:
        out.write("not in the tree (skipped): %s\n" % ", ".join(missing))
    files_in, generated_in = defaultdict(int), defaultdict(set)
    counts = {False: defaultdict(lambda: defaultdict(int)),
              True: defaultdict(lambda: defaultdict(int))}
    for path in scanned:
        files_in[folder_of(path)] += 1
    for dep in deps:
        source, target = folder_of(dep.source), folder_of(dep.target)
        if dep.target not in tree:
            generated_in[target].add(dep.target)
        if source != target:
            counts[is_unit_test(dep.source)][source][target] += 1
    for folder in sorted(set(files_in) | set(generated_in)):
        count = files_in[folder]
        line = "%s: %d file%s" % (folder, count, "" if count == 1 else "s")
        if generated_in[folder]:
            line += ", %d generated" % len(generated_in[folder])
        for tests, label in ((False, ""), (True, "tests: ")):
            if counts[tests][folder]:
                line += "; " + label + ", ".join(
                    "%s %d" % kv for kv in sorted(counts[tests][folder].items()))
        out.write(line + "\n")


def edges(deps, key):
    """{(key(source), key(target)): places} of the dependencies outside unit tests."""
    result = defaultdict(list)
    for dep in deps:
        u, v = key(dep.source), key(dep.target)
        if u != v and not is_unit_test(dep.source):
            result[u, v].append(dep.where())
    return result


def write_cycles(out, kind, edges, label, limit):
    """Each strongly connected component of `edges` with its edges; their count."""
    graph = defaultdict(set)
    for u, v in edges:
        graph[u].add(v)
    components = strongly_connected(graph)
    for component in components:
        members = set(component)
        out.write("cycle of %d %s: %s\n" % (len(component), kind, ", ".join(map(label, component))))
        for u in component:
            for v in sorted(graph[u] & members):
                where = edges[u, v]
                shown = "%d (%s)" % (len(where), places(where, limit)) if limit else places(where)
                out.write("  %s -> %s: %s\n" % (label(u), label(v), shown))
    return len(components)


def unit_label(unit, units):
    """x.{cpp,h} for a unit of two files, the file's name for one."""
    members = sorted(units.get(unit, ())) or [unit]
    if len(members) == 1:
        return members[0]
    return "%s.{%s}" % (unit, ",".join(m[len(unit) + 1:] for m in members))


def check(root, quiet, out):
    tree, scanned, deps, findings = collect(root)
    findings += layer_findings(deps, scanned)
    if not quiet:
        write_folders(out, tree, scanned, deps)
    for finding in sorted(findings):
        out.write(finding + "\n")
    units = defaultdict(set)
    for path in tree:
        units[unit_of(path)].add(path)
    cycles = write_cycles(out, "files", edges(deps, unit_of), lambda u: unit_label(u, units), None)
    cycles += write_cycles(out, "folders", edges(deps, folder_of), str, 3)
    out.write("%d violations, %d cycles\n" % (len(findings), cycles))
    return 0 if not findings and not cycles else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))))
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    return check(args.root, args.quiet, sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
