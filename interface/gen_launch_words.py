#!/usr/bin/env python3
"""Writes the launch word format of launch_words.def for the sides that
cannot include the .def: the public C header (dslc/launch_words.h, which
c_api.h includes), the Python package's constants (dslc/_launch_words.py)
and the tables of the package's C launch path (_fastlaunch.c). Run by the
build (interface/CMakeLists.txt); standard library only.

    gen_launch_words.py launch_words.def --c-header OUT.h --c-tables OUT.h --python OUT.py

It also checks what the format needs of the .def: the count is the last
header word, fields do not overlap, dtype codes are numbered from 0 in
order and each dtype's struct format is its item size."""

import argparse
import os
import re
import struct
import sys
import textwrap

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import def_file  # noqa: E402

LISTS = {"DSLC_LAUNCH_HEADER": 3, "DSLC_LAUNCH_CODE_FIELD": 4, "DSLC_LAUNCH_DTYPE": 7,
         "DSLC_LAUNCH_ARG_CODE": 3, "DSLC_LAUNCH_LIMIT": 3}
CLASSES = ("Bool", "Int", "Float", "Complex")
NOTICE = ("made at build time from interface/launch_words.def (which describes the format) by "
          "interface/gen_launch_words.py")


class Format:
    """The .def's lists, checked."""

    def __init__(self, path):
        entries = def_file.read(path, LISTS)
        self.header = entries["DSLC_LAUNCH_HEADER"]          # (Name, struct, text)
        self.fields = entries["DSLC_LAUNCH_CODE_FIELD"]      # (Name, shift, width, text)
        self.dtypes = entries["DSLC_LAUNCH_DTYPE"]           # (code, Name, name, numpy, bytes, struct, Class)
        self.arg_codes = entries["DSLC_LAUNCH_ARG_CODE"]     # (Name, code, text)
        self.limits = entries["DSLC_LAUNCH_LIMIT"]           # (Name, value, text)
        self.check()

    def field(self, name):
        return next((shift, width) for n, shift, width, _ in self.fields if n == name)

    def check(self):
        def fail(message):
            raise def_file.DefError("launch_words.def: " + message)

        if not self.header or self.header[-1][0] != "Count":
            fail("the last header word is the count, which the arguments follow")
        for name, fmt, _ in self.header:
            if len(fmt) != 1 or struct.calcsize("<" + fmt) != 8:
                fail("header word %s has the format %r, not one letter of 8 bytes" % (name, fmt))
        taken = 0
        for name, shift, width, _ in self.fields:
            mask = ((1 << width) - 1) << shift
            if width < 1 or shift < 0 or mask >> 32:
                fail("field %s is not within the 32 bits of a code" % name)
            if mask & taken:
                fail("field %s overlaps another" % name)
            taken |= mask
        for name in ("Element", "Array", "Ndim", "Index"):
            if not any(f[0] == name for f in self.fields):
                fail("there is no %s field" % name)
        for position, (code, name, text, numpy, size, fmt, cls) in enumerate(self.dtypes):
            if code != position:
                fail("dtype %s has the code %d, not its position %d" % (name, code, position))
            if struct.calcsize("<" + fmt) != size:
                fail("dtype %s's struct format %r is not %d bytes" % (name, fmt, size))
            if cls not in CLASSES:
                fail("dtype %s's class %s is not one of %s" % (name, cls, ", ".join(CLASSES)))
        shift, width = self.field("Element")
        for name, code, _ in self.arg_codes:
            if code >> self.field("Index")[0]:
                fail("the code of %s has bits at or above the Index field" % name)
            if (code >> shift) & ((1 << width) - 1) < len(self.dtypes):
                fail("the code of %s has a dtype's Element" % name)
        if len(self.dtypes) > 1 << width:
            fail("more dtypes than the Element field holds")

    def value_words(self, size):
        return (size + 7) // 8

    def value_format(self, size, fmt):
        pad = 8 * self.value_words(size) - size
        return fmt + ("%dx" % pad if pad else "")


def snake(name):
    """GridX -> GRID_X, UInt16 -> UINT16, MaxArgs -> MAX_ARGS."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name.replace("UInt", "Uint")).upper()


def c_comment(text):
    return "/* %s */" % text.replace("*/", "* /")


def comment_lines(text, prefix, width=100):
    """`text` as comment lines starting with `prefix` ("  /* " or "# ")."""
    if prefix.strip() == "#":
        return textwrap.wrap(text, width, initial_indent=prefix, subsequent_indent=prefix)
    indent = " " * len(prefix)
    lines = textwrap.wrap(text, width - 3, initial_indent=prefix, subsequent_indent=indent)
    lines[-1] += " */"
    return lines


def c_header(f):
    """The public C header: enums of the format, for C programs and c_api.h."""
    lines = ["/* The launch word format of dslc_kernel_launch (dslc/c_api.h): the header",
             "   words' positions, the code word's fields, the numbers' dtypes, the other",
             "   arguments' codes and the limits. Made at build time from",
             "   interface/launch_words.def, which describes the format, by",
             "   interface/gen_launch_words.py. */",
             "#ifndef DSLC_LAUNCH_WORDS_H", "#define DSLC_LAUNCH_WORDS_H", "",
             "/* The header words, in order: their positions. */", "enum dslc_launch_word {"]
    for i, (name, _, text) in enumerate(f.header):
        lines.append("  DSLC_LAUNCH_%s = %d, %s" % (snake(name), i, c_comment(text)))
    lines += ["  DSLC_LAUNCH_HEADER_WORDS = %d %s" % (len(f.header),
                                                    c_comment("the words before the arguments")),
              "};", "",
              "/* The code word's fields: each one's first bit (_SHIFT), its width (_WIDTH)",
              "   and its bits in place (_BITS). */", "enum dslc_code_field {"]
    for name, shift, width, text in f.fields:
        n = snake(name)
        lines += comment_lines(text, "  /* ")
        lines.append("  DSLC_CODE_%s_SHIFT = %d," % (n, shift))
        lines.append("  DSLC_CODE_%s_WIDTH = %d," % (n, width))
        lines.append("  DSLC_CODE_%s_BITS = 0x%X," % (n, ((1 << width) - 1) << shift))
    lines[-1] = lines[-1].rstrip(",")
    lines += ["};", "",
              "/* The numbers' dtypes (dslc::DType): a number's code, an array's element. */",
              "enum dslc_dtype {"]
    for code, name, text, numpy, size, fmt, cls in f.dtypes:
        words = f.value_words(size)
        lines.append("  DSLC_DTYPE_%s = %d, %s" % (snake(name), code, c_comment(
            "%s: %d byte%s, %s word%s" % (text, size, "s" if size > 1 else "",
                                          "one" if words == 1 else str(words),
                                          "s" if words > 1 else ""))))
    lines += ["  DSLC_DTYPE_COUNT = %d" % len(f.dtypes), "};", "",
              "/* The codes of the other arguments: their bits below DSLC_CODE_INDEX_SHIFT. */",
              "enum dslc_arg_code {"]
    for i, (name, code, text) in enumerate(f.arg_codes):
        comma = "," if i + 1 < len(f.arg_codes) else ""
        lines.append("  DSLC_CODE_%s = 0x%X%s %s" % (snake(name), code, comma, c_comment(text)))
    lines += ["};", "", "enum dslc_launch_limit {"]
    for i, (name, value, text) in enumerate(f.limits):
        comma = "," if i + 1 < len(f.limits) else ""
        lines.append("  DSLC_LAUNCH_%s = %d%s %s" % (snake(name), value, comma, c_comment(text)))
    lines += ["};", "", "#endif /* DSLC_LAUNCH_WORDS_H */", ""]
    return "\n".join(lines)


def c_tables(f):
    """The C launch path's tables by dtype code (static: that file's own)."""
    sizes = ", ".join(str(d[4]) for d in f.dtypes)
    classes = ", ".join("DSLC_CLASS_" + d[6].upper() for d in f.dtypes)
    return "\n".join([
        *comment_lines("The tables of the Python package's C launch path (_fastlaunch.c) by "
                       "dtype code; " + NOTICE + ".", "/* "),
        "#ifndef DSLC_LAUNCH_WORD_TABLES_H", "#define DSLC_LAUNCH_WORD_TABLES_H", "",
        '#include "dslc/launch_words.h"', "",
        "enum dslc_dtype_class { %s };" % ", ".join("DSLC_CLASS_" + c.upper() for c in CLASSES),
        "",
        "/* Bytes of a value of each dtype. */",
        "static const int dslc_item_bytes[DSLC_DTYPE_COUNT] = {%s};" % sizes,
        "/* The class of each dtype. */",
        "static const enum dslc_dtype_class dslc_dtype_classes[DSLC_DTYPE_COUNT] = {",
        *textwrap.wrap(classes + "};", 96, initial_indent="    ", subsequent_indent="    "), "",
        "#endif /* DSLC_LAUNCH_WORD_TABLES_H */", ""])


def python_module(f):
    """The Python package's constants."""
    doc = textwrap.wrap("The launch word format of dslc_kernel_launch (dslc/c_api.h); " + NOTICE
                        + ".", 96)
    lines = ['"""' + "\n".join(doc) + '"""', "", "# The header words, in order: their positions."]
    for i, (name, _, text) in enumerate(f.header):
        lines.append("%s = %d  # %s" % (snake(name), i, text))
    lines += ["HEADER_WORDS = %d  # the words before the arguments" % len(f.header),
              "# The header's struct format: one letter per word, after the byte order.",
              'HEADER_FORMAT = "<%s"' % "".join(fmt for _, fmt, _ in f.header), "",
              "# The code word's fields: each one's first bit (_SHIFT), its values (_MASK,",
              "# after the shift) and its bits in place (_BITS)."]
    for name, shift, width, text in f.fields:
        n = snake(name)
        lines += comment_lines(name + ": " + text, "# ")
        lines.append("%s_SHIFT, %s_MASK, %s_BITS = %d, 0x%X, 0x%X" % (
            n, n, n, shift, (1 << width) - 1, ((1 << width) - 1) << shift))
    lines += ["", "# The numbers' dtypes (dslc::DType): their codes."]
    for code, name, *_ in f.dtypes:
        lines.append("DTYPE_%s = %d" % (snake(name), code))
    columns = (("DTYPE_NAMES", "the name signatures spell it with", lambda d: repr(d[2])),
               ("NUMPY_NAMES", "NumPy's name", lambda d: repr(d[3])),
               ("ITEM_SIZES", "bytes of a value", lambda d: str(d[4])),
               ("VALUE_WORDS", "words of a value in a launch", lambda d: str(f.value_words(d[4]))),
               ("VALUE_FORMATS", "the struct format of those words",
                lambda d: repr(f.value_format(d[4], d[5]))),
               ("DTYPE_CLASSES", "Bool, Int, Float or Complex", lambda d: repr(d[6])))
    lines.append("# By code:")
    for name, text, value in columns:
        lines.append("# " + text)
        lines.append("%s = (%s)" % (name, ", ".join(value(d) for d in f.dtypes)))
    lines += ["", "# The codes of the other arguments: their bits below INDEX_SHIFT."]
    for name, code, text in f.arg_codes:
        lines += comment_lines(name + ": " + text, "# ")
        lines.append("%s_CODE = 0x%X" % (snake(name), code))
    lines.append("")
    for name, value, text in f.limits:
        lines += comment_lines(name + ": " + text, "# ")
        lines.append("%s = %d" % (snake(name), value))
    return "\n".join(wrap_python(line) for line in lines) + "\n"


def wrap_python(line, limit=100):
    """A long tuple assignment broken after commas, within `limit` columns."""
    if len(line) <= limit or " = (" not in line:
        return line
    head, _, body = line.partition(" = (")
    items = body[:-1].split(", ")
    out, current = [], head + " = ("
    indent = " " * len(current)
    for i, item in enumerate(items):
        piece = item + (", " if i + 1 < len(items) else ")")
        if len(current) + len(piece.rstrip()) > limit:
            out.append(current.rstrip())
            current = indent
        current += piece
    out.append(current)
    return "\n".join(out)


def write(path, text):
    """Writes `text` to `path` unless it holds it already (so that what
    depends on it is not rebuilt)."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except FileNotFoundError:
        pass
    with open(path + ".partial", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(path + ".partial", path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("definition", help="launch_words.def")
    parser.add_argument("--c-header", help="the public C header to write")
    parser.add_argument("--c-tables", help="the C launch path's tables to write")
    parser.add_argument("--python", help="the Python module to write")
    args = parser.parse_args()
    try:
        f = Format(args.definition)
    except def_file.DefError as error:
        sys.exit("gen_launch_words.py: %s" % error)
    for path, make in ((args.c_header, c_header), (args.c_tables, c_tables),
                       (args.python, python_module)):
        if path:
            write(path, make(f))


if __name__ == "__main__":
    main()
