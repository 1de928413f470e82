"""Compiles a kernel file with copies of libdevice that each have one bit
flipped, and checks that every compile either succeeds or fails with a
clear error: exit 0 with PTX that ptxas (when given) accepts, or exit 1 with
a `dslc: error:` that names the libdevice file (never a crash or an internal
error). Prints one line per flip, `flip OFFSET^MASK: [FAILED, ]exit N: FIRST
LINE OF STDERR`, and exits 1 when any failed.

    flip_libdevice.py [--ptxas PATH] DSLC LIBDEVICE KERNEL_FILE WORK_DIR RANDOM_FLIPS [OFFSET^MASK...]

The flips named on the command line come first, then RANDOM_FLIPS more at
offsets drawn from a fixed seed, so every run tries the same ones.
"""
import argparse
import os
import random
import re
import subprocess
import sys


def compile_with(dslc, libdevice_bytes, kernel_file, work):
    path = os.path.join(work, "libdevice.10.bc")
    with open(path, "wb") as f:
        f.write(libdevice_bytes)
    env = dict(os.environ, DSLC_LIBDEVICE=path)
    run = lambda: subprocess.run([dslc, "compile", kernel_file, "-o", os.path.join(work, "out.ptx")],
                                 env=env, capture_output=True, text=True, errors="replace")
    result = run()
    # A read that crashed and was recovered leaves what it had allocated
    # (documented); in a sanitizer build that, and only that, may leak.
    if "bitcode reader crashed" in result.stderr and "LeakSanitizer" in result.stderr:
        env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "") + ":detect_leaks=0"
        result = run()
    return result


def ptxas_refuses(ptxas, work):
    """What ptxas said about the PTX, or "" when it accepts it."""
    if not ptxas:
        return ""
    ptx = os.path.join(work, "out.ptx")
    arch = re.search(r"^\.target\s+(sm_\d+)", open(ptx).read(), re.M).group(1)
    # The cubin goes to a file of its own, never to /dev/null, which ptxas
    # deletes when it fails.
    result = subprocess.run([ptxas, f"-arch={arch}", ptx, "-o", os.path.join(work, "out.cubin")],
                            capture_output=True, text=True)
    return "" if result.returncode == 0 else result.stderr or "ptxas failed"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ptxas", default="")
    for name in ("dslc", "libdevice", "kernel_file", "work"):
        parser.add_argument(name)
    parser.add_argument("random_flips", type=int)
    parser.add_argument("flips", nargs="*")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    original = open(args.libdevice, "rb").read()
    flips = [tuple(int(part, 0) for part in flip.split("^")) for flip in args.flips]
    chooser = random.Random(17)
    flips += [(chooser.randrange(len(original)), 1 << chooser.randrange(8))
              for _ in range(args.random_flips)]
    failures = 0
    for offset, mask in flips:
        damaged = bytearray(original)
        damaged[offset] ^= mask
        result = compile_with(args.dslc, bytes(damaged), args.kernel_file, args.work)
        first = (result.stderr.strip().splitlines() or [""])[0]
        clean_error = (result.returncode == 1 and first.startswith("dslc: error:") and
                       "libdevice `" in first)
        refused = ptxas_refuses(args.ptxas, args.work) if result.returncode == 0 else ""
        verdict = "FAILED, " if (result.returncode != 0 and not clean_error) or refused else ""
        print(f"flip {offset}^{mask:#04x}: {verdict}exit {result.returncode}: {first}")
        if verdict:
            print(result.stderr + refused, file=sys.stderr)
            failures += 1
    print(f"{len(flips)} flips, {failures} not handled")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
