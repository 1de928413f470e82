"""Runs `dslc compile` for PTX and, when ptxas is available, assembles the
PTX with it, so every PTX a test produces is checked by NVIDIA's assembler.
Prints the PTX on stdout (for FileCheck); fails if either step fails.

    dslc_ptx.py --dslc PATH [--ptxas PATH] -- FILE [dslc compile options]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dslc", required=True)
    parser.add_argument("--ptxas", default="")
    parser.add_argument("rest", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    rest = args.rest[1:] if args.rest and args.rest[0] == "--" else args.rest
    with tempfile.TemporaryDirectory() as tmp:
        ptx_path = os.path.join(tmp, "out.ptx")
        compile = subprocess.run([args.dslc, "compile", *rest, "-o", ptx_path])
        if compile.returncode != 0:
            return compile.returncode
        with open(ptx_path) as f:
            ptx = f.read()
        if args.ptxas:
            target = re.search(r"^\.target\s+sm_(\d+)", ptx, re.M)
            sm = int(target.group(1)) if target else 90
            # CUDA 13's ptxas compiles for sm_75 and newer only; PTX for an
            # older target is checked by compiling it for sm_75, as a newer
            # GPU's driver does.
            arch = f"sm_{max(sm, 75)}"
            # The cubin goes beside the PTX, never to /dev/null: ptxas deletes
            # its output file when it fails, and as root that is /dev/null.
            cubin_path = os.path.join(tmp, "out.cubin")
            assemble = subprocess.run([args.ptxas, f"-arch={arch}", ptx_path, "-o", cubin_path],
                                      capture_output=True, text=True)
            if assemble.returncode != 0:
                sys.stderr.write("ptxas rejected the PTX:\n" + assemble.stderr)
                return 1
        sys.stdout.write(ptx)
    return 0


if __name__ == "__main__":
    sys.exit(main())
