#!/usr/bin/env python3
"""Compiles what the lit tests compile with two builds of dslc and lists
every output that differs: each `dslc compile` of a RUN line (the lang-
examples among them), with the files, kernels, signatures, `--emit` stages
and options the tests use, its exit status, stdout, stderr and `-o` file.

    compare_compilers.py --old OLD_BUILD --new NEW_BUILD [--only PATTERN] [--show N]

A build is a folder with bin/dslc. Exits 1 when an output differs.
"""
import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# Outputs that hold times or the machine's state, not the compiler's work.
SKIPPED_OPTIONS = ("--time-passes", "--time")


def run_lines(path):
    """The RUN lines of a lit test, continuation lines joined."""
    lines, current = [], ""
    with open(path, errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:\s?(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                current += text[:-1] + " "
                continue
            lines.append(current + text)
            current = ""
    return lines


def first_command(line):
    """The first command of a RUN line's pipeline, as words, when it is a
    `dslc compile`; None otherwise."""
    try:
        words = shlex.split(line, posix=True)
    except ValueError:
        return None
    for stop in ("|", "&&", ";", "||"):
        if stop in words:
            words = words[:words.index(stop)]
    words = [w for w in words if not re.match(r"^\d?>&?\d?$|^2>&1$", w)]
    env = []
    if words[:1] == ["not"]:
        words = words[1:]
    if words[:1] == ["env"]:
        words = words[1:]
        while words and "=" in words[0] and not words[0].startswith("%"):
            env.append(words.pop(0))
    if words[:1] == ["%dslc-ptx"]:
        words = ["%dslc", "compile"] + words[1:]
    if words[:2] != ["%dslc", "compile"] or any(w in SKIPPED_OPTIONS for w in words):
        return None
    if any(re.search(r"[<>]", w) for w in words):
        return None  # a redirection of its own: not stdout alone
    return env, words[2:]


def substitute(word, test, tmp):
    return (word.replace("%s", test).replace("%S", os.path.dirname(test))
            .replace("%t", os.path.join(tmp, "t")).replace("%p", os.path.dirname(test)))


def commands(root, only):
    found = []
    for folder, _, files in os.walk(os.path.join(root, "test")):
        if "/difftest" in folder or folder.endswith("/tools") or "/Inputs" in folder:
            continue
        for name in sorted(files):
            if not name.endswith((".py", ".test")) or name in ("lit.cfg.py",):
                continue
            test = os.path.join(folder, name)
            if only and not re.search(only, test):
                continue
            for n, line in enumerate(run_lines(test)):
                cmd = first_command(line)
                if cmd:
                    found.append((os.path.relpath(test, root), n, cmd))
    return found


def run(dslc, test, env, args):
    """(exit status, stdout, stderr, the -o file) of one compile."""
    with tempfile.TemporaryDirectory() as tmp:
        words = [substitute(w, os.path.join(ROOT, test), tmp) for w in args]
        if "-o" in words:
            k = words.index("-o")
            if k + 1 < len(words) and words[k + 1] not in ("-", "/dev/null"):
                words[k + 1] = os.path.join(tmp, "out")
        environment = dict(os.environ, DSLC_DISABLE_CACHE="1")
        environment.update(e.split("=", 1) for e in env)
        p = subprocess.run([dslc, "compile"] + words, capture_output=True, env=environment,
                           cwd=tmp, timeout=300)
        out_file = b""
        if os.path.exists(os.path.join(tmp, "out")):
            with open(os.path.join(tmp, "out"), "rb") as f:
                out_file = f.read()
        # Temporary paths differ between the two runs.
        clean = lambda b: b.replace(tmp.encode(), b"$TMP")  # noqa: E731
        return p.returncode, clean(p.stdout), clean(p.stderr), clean(out_file)


def describe(old, new):
    parts = []
    for label, a, b in zip(("exit", "stdout", "stderr", "-o file"), old, new):
        if a == b:
            continue
        if label == "exit":
            parts.append("exit %s -> %s" % (a, b))
            continue
        diff = difflib.unified_diff(a.decode(errors="replace").splitlines(),
                                    b.decode(errors="replace").splitlines(), "old", "new",
                                    lineterm="", n=1)
        parts.append(label + ":\n" + "\n".join(list(diff)[2:40]))
    return "\n".join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--old", required=True, help="the build before (a folder with bin/dslc)")
    ap.add_argument("--new", required=True, help="the build after")
    ap.add_argument("--only", default="", help="only tests whose path matches this pattern")
    ap.add_argument("--show", type=int, default=20, help="differences shown in full")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    a = ap.parse_args()
    old_dslc = os.path.abspath(os.path.join(a.old, "bin", "dslc"))
    new_dslc = os.path.abspath(os.path.join(a.new, "bin", "dslc"))
    todo = commands(ROOT, a.only)

    def compare(item):
        test, n, (env, args) = item
        return item, run(old_dslc, test, env, args), run(new_dslc, test, env, args)

    differ, kinds = [], {}
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        for (test, n, (env, args)), old, new in pool.map(compare, todo):
            emit = next((w.split("=", 1)[1] for w in args if w.startswith("--emit=")), "ptx")
            kinds[emit] = kinds.get(emit, 0) + 1
            if old != new:
                differ.append((test, n, args, describe(old, new)))
    print("compared %d compiles from %d tests (by --emit: %s)" % (
        len(todo), len({t for t, _, _ in todo}),
        ", ".join("%s %d" % kv for kv in sorted(kinds.items()))))
    for test, n, args, what in differ[:a.show]:
        print("\n%s, RUN line %d: dslc compile %s\n%s" % (test, n + 1, shlex.join(args), what))
    print("\n%d of %d outputs differ" % (len(differ), len(todo)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
