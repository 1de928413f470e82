"""Writes the seed corpus of one fuzz target into a directory, from the
source tree: the kernels of lang-examples/ and test/ (never copied into git
twice), the signatures their RUN lines name, and .npy files written here byte
by byte. fuzz_cache_entry's seeds come from dslc-fuzz-cache-seeds, which
writes entries with the build's own version.

    seeds.py TARGET OUT_DIR        TARGET: parse, compile, signature, npy

Each seed is named by its content's hash, so seeds that repeat are written
once.
"""
import hashlib
import os
import re
import shlex
import struct
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def kernel_files():
    """lang-examples/*.py and test/**/*.py, in a stable order."""
    paths = []
    examples = os.path.join(ROOT, "lang-examples")
    paths += [os.path.join(examples, f) for f in sorted(os.listdir(examples)) if f.endswith(".py")]
    for folder, dirs, files in os.walk(os.path.join(ROOT, "test")):
        dirs.sort()
        # test/tools and test/fuzz hold the tests' Python tools, not kernels.
        if os.path.relpath(folder, ROOT).split(os.sep)[:2] in (["test", "tools"], ["test", "fuzz"]):
            continue
        paths += [os.path.join(folder, f) for f in sorted(files) if f.endswith(".py")]
    return paths


def architectures():
    """Target::SupportedNames in order, as fuzz_compile indexes them: the sm
    numbers of kArchitectures in compiler/codegen/target.cpp."""
    with open(os.path.join(ROOT, "compiler", "codegen", "target.cpp")) as f:
        text = f.read()
    table = re.search(r"kArchitectures\[\]\s*=\s*\{(.*?)\};", text, re.S).group(1)
    return [int(sm) for sm in re.findall(r"\{\s*(\d+)\s*,", table)]


def compile_commands(text):
    """The options of each `dslc compile` a file's RUN lines run:
    dicts with kernel, signature, arch, opt and may_alias."""
    commands = []
    for line in re.findall(r"#\s*RUN:(.*)", text):
        if "%dslc" not in line:
            continue
        try:
            words = shlex.split(line.split("|")[0])
        except ValueError:
            continue
        command = {"kernel": "", "signature": "", "arch": 90, "opt": 3, "may_alias": False}
        i = 0
        while i < len(words):
            word, value = words[i], words[i + 1] if i + 1 < len(words) else ""
            if word in ("--kernel", "--signature", "--arch", "-O"):
                i += 1
            elif word.startswith("-O") and word[2:].isdigit():
                word, value = "-O", word[2:]
            elif "=" in word and word.split("=")[0] in ("--kernel", "--signature", "--arch"):
                word, value = word.split("=", 1)
            if word == "--kernel":
                command["kernel"] = value
            elif word == "--signature":
                command["signature"] = value
            elif word == "--arch" and value.startswith("sm_") and value[3:].isdigit():
                command["arch"] = int(value[3:])
            elif word == "-O" and value.isdigit():
                command["opt"] = int(value)
            elif word == "--may-alias":
                command["may_alias"] = True
            i += 1
        commands.append(command)
    return commands


def compile_seed(source, archs, kernel="", signature="", arch=90, opt=3, may_alias=False):
    """fuzz_compile's input: the options byte, then the file (fuzz_compile.cpp)."""
    index = archs.index(arch) if arch in archs else len(archs) - 1
    options = (opt & 3) | (4 if may_alias else 0) | (index << 3)
    header = b""
    if kernel:
        header = ("#sig: %s: %s\n" % (kernel, signature)).encode()
    return bytes([options]) + header + source


def compile_seeds():
    archs = architectures()
    for n, path in enumerate(kernel_files()):
        with open(path, "rb") as f:
            source = f.read()
        commands = compile_commands(source.decode("utf-8", "replace"))
        for command in commands:
            yield compile_seed(source, archs, **command)
        if not commands:
            # Eager signatures only, at an -O level and architecture that vary
            # from file to file, so -O0 and the oldest targets are seeded too.
            yield compile_seed(source, archs, arch=archs[n % len(archs)], opt=n % 4)
            yield compile_seed(source, archs)


def parse_seeds():
    for path in kernel_files():
        with open(path, "rb") as f:
            yield f.read()


def signature_seeds():
    yield b"float32, float32[::1], float32[::1]"
    yield b"void(float64[:, ::1], int32)"
    yield b"(f32, i64, u8[::1, :], b1)"
    yield b"int16[:, :, :, ::1]"
    yield b"float16"
    for path in kernel_files():
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "replace")
        for command in compile_commands(text):
            if command["signature"]:
                yield command["signature"].encode()
        # Decorator strings: @cuda.jit("...") and @cuda.jit(["...", "..."]).
        for decorator in re.findall(r"@\w+(?:\.\w+)*\((.*)\)", text):
            for literal in re.findall(r"\"([^\"]*)\"|'([^']*)'", decorator):
                yield "".join(literal).encode()


def npy(descr, fortran, shape, data, version=(1, 0), text=None):
    """The bytes of a .npy file, written as NumPy writes them."""
    if text is None:
        dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
        text = "{'descr': '%s', 'fortran_order': %s, 'shape': (%s), }" % (descr, fortran, dims)
    header = text.encode("latin-1" if version < (3, 0) else "utf-8")
    length_bytes = 2 if version == (1, 0) else 4
    unpadded = 6 + 2 + length_bytes + len(header) + 1
    header += b" " * (-unpadded % 64) + b"\n"
    length = struct.pack("<H" if length_bytes == 2 else "<I", len(header))
    return b"\x93NUMPY" + bytes(version) + length + header + data


def npy_seeds():
    yield npy("<f4", False, (4,), struct.pack("<4f", 1, 2, 3, 4))
    yield npy("<f8", False, (2, 3), struct.pack("<6d", *range(6)))
    yield npy("<i4", True, (2, 2), struct.pack("<4i", 1, -2, 3, -4))
    yield npy(">i8", False, (3,), struct.pack(">3q", 1, 2, 3))
    yield npy("|b1", False, (2, 1, 2), bytes([1, 0, 0, 1]))
    yield npy("|u1", False, (1, 2, 1, 2), bytes([7, 8, 9, 10]))
    yield npy("<u2", False, (0,), b"")
    yield npy("<f2", False, (2,), struct.pack("<2e", 0.5, -1.0))
    yield npy(">u4", True, (1, 3), struct.pack(">3I", 1, 2, 3), version=(2, 0))
    yield npy("<i2", False, (3,), struct.pack("<3h", 1, 2, 3), version=(3, 0))
    yield npy("<f4", False, (1,), struct.pack("<f", 1), version=(2, 0),
              text="{'shape': (1L,), 'fortran_order': False, 'descr': '<f4'}")
    # Structured dtypes: padding, a nested array, a nested structure.
    yield npy(None, False, (2,), bytes(range(32)),
              text="{'descr': [('a', '<f8'), ('b', '<i4'), ('', '|V4')], "
                   "'fortran_order': False, 'shape': (2,), }")
    yield npy(None, False, (1,), bytes(range(19)),
              text="{'descr': [('h', '<f4', (2, 2)), ('n', [('x', '|u1'), ('y', '<i2')])], "
                   "'fortran_order': False, 'shape': (1,), }")


SEEDS = {"parse": parse_seeds, "compile": compile_seeds, "signature": signature_seeds, "npy": npy_seeds}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in SEEDS:
        sys.exit("usage: seeds.py {%s} OUT_DIR" % ",".join(SEEDS))
    out = sys.argv[2]
    os.makedirs(out, exist_ok=True)
    count = 0
    for seed in SEEDS[sys.argv[1]]():
        name = hashlib.sha1(seed).hexdigest()
        path = os.path.join(out, name)
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(seed)
            count += 1
    print("seeds.py: %d %s seeds in %s" % (count, sys.argv[1], out))


if __name__ == "__main__":
    main()
