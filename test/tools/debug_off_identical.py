"""Compiles kernel files three ways and says how the PTX compares: as
written, with `debug=False` added to every `@cuda.jit` decorator, and with
`-g`. Debug mode off must change nothing (the same PTX, byte for byte, but
for the header's file name) and leave no error record; `-g` must add one.

  debug_off_identical.py --dslc DSLC --tmp DIR FILE[@KERNEL@SIGNATURE]...

Prints one line per file: `NAME: off identical, no record; -g record`, or
what differs."""
import argparse
import os
import re
import subprocess
import sys


def with_debug_off(source):
    """`@cuda.jit` -> `@cuda.jit(debug=False)`, `@cuda.jit(x)` -> `@cuda.jit(x, debug=False)`
    (decorators of one line)."""
    source = re.sub(r"^(\s*@cuda\.jit\()(.+)\)\s*$", r"\1\2, debug=False)", source, flags=re.M)
    return re.sub(r"^(\s*@cuda\.jit)\s*$", r"\1(debug=False)", source, flags=re.M)


def compile_ptx(dslc, path, extra):
    result = subprocess.run([dslc, "compile", path] + extra, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("dslc compile %s failed:\n%s" % (path, result.stderr))
    # The first line names the file compiled, which differs.
    return result.stdout.split("\n", 1)[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dslc", required=True)
    parser.add_argument("--tmp", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    for spec in args.files:
        path, *unit = spec.split("@")
        extra = ["--kernel", unit[0], "--signature", unit[1]] if unit else []
        name = os.path.basename(path)
        copy = os.path.join(args.tmp, name)
        with open(path) as f, open(copy, "w") as out:
            out.write(with_debug_off(f.read()))
        plain = compile_ptx(args.dslc, path, extra)
        off = compile_ptx(args.dslc, copy, extra)
        debug = compile_ptx(args.dslc, path, extra + ["-g"])
        words = [name + ":"]
        words.append("off identical," if plain == off else "off DIFFERS,")
        words.append("RECORD;" if "__dslc_error" in plain + off else "no record;")
        words.append("-g record" if "__dslc_error" in debug else "-g NO RECORD")
        print(" ".join(words))


if __name__ == "__main__":
    main()
