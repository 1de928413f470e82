#!/usr/bin/env python3
"""Builds the dslc wheel: the Python package with libdslc.so and libdevice
bundled under dslc/_native/ (lib/ and share/dslc/, the layout in which the
library finds libdevice), and the package's modules the build writes
(dslc/_launch_words.py). Standard library only; run by the CMake build.

    build_wheel.py --version 0.1.0 --library build/lib/libdslc.so \
        --share build/share/dslc/libdevice.10.pieces /usr/local/cuda/.../libdevice.10.bc \
        --module build/interface/python/dslc/_launch_words.py \
        --out build/python/dslc-0.1.0-py3-none-linux_x86_64.whl
"""

import argparse
import base64
import hashlib
import os
import shutil
import subprocess
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
TAG = "py3-none-linux_x86_64"


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def package_files():
    """(name in the wheel, path) of the package's Python files."""
    root = os.path.join(HERE, "dslc")
    for directory, _, files in sorted(os.walk(root)):
        for f in sorted(files):
            if f.endswith(".py"):
                path = os.path.join(directory, f)
                yield os.path.relpath(path, HERE), path


def stripped(library, scratch):
    """The library without its symbol tables (as the tarball ships it)."""
    strip = shutil.which("strip")
    if not strip:
        return library
    out = os.path.join(scratch, os.path.basename(library))
    shutil.copy2(library, out)
    subprocess.run([strip, "--strip-unneeded", out], check=True)
    return out


def metadata(version):
    return (
        "Metadata-Version: 2.1\n"
        "Name: dslc\n"
        "Version: %s\n"
        "Summary: GPU kernels in the Numba-CUDA dialect, compiled by dslc (drop-in for "
        "numba.cuda)\n"
        "Requires-Python: >=3.11\n"
        "Requires-Dist: numpy\n" % version
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--version", required=True)
    parser.add_argument("--library", required=True)
    parser.add_argument("--share", nargs="*", default=[])
    parser.add_argument("--extension", action="append", default=[],
                        help="a compiled module of the package (dslc/<name>)")
    parser.add_argument("--module", nargs="*", default=[],
                        help="a Python module of the package written by the build (dslc/<name>)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    dist = "dslc-%s.dist-info" % args.version
    records = []
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    partial = args.out + ".partial"
    with tempfile.TemporaryDirectory() as scratch, zipfile.ZipFile(
            partial, "w", zipfile.ZIP_DEFLATED) as wheel:

        def add(name, data, mode=0o644):
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
            records.append(record_line(name, data))

        for name, path in package_files():
            with open(path, "rb") as f:
                add(name, f.read())
        for path in args.module:
            with open(path, "rb") as f:
                add("dslc/" + os.path.basename(path), f.read())
        for path in args.extension:
            with open(path, "rb") as f:
                add("dslc/" + os.path.basename(path), f.read(), 0o755)
        with open(stripped(args.library, scratch), "rb") as f:
            add("dslc/_native/lib/libdslc.so", f.read(), 0o755)
        for path in args.share:
            with open(path, "rb") as f:
                add("dslc/_native/share/dslc/" + os.path.basename(path), f.read())
        add(dist + "/METADATA", metadata(args.version).encode())
        add(dist + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: dslc build_wheel.py\n"
                              "Root-Is-Purelib: false\nTag: %s\n" % TAG).encode())
        add(dist + "/top_level.txt", b"dslc\n")
        records.append(dist + "/RECORD,,")
        wheel.writestr(dist + "/RECORD", "\n".join(records) + "\n")
    os.replace(partial, args.out)


if __name__ == "__main__":
    main()
