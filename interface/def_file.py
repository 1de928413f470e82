"""Reads the entries of a .def file: kind lists written as X-macro calls,
`MACRO(arg, ...)` one per entry (an entry may span lines), which C++ code
expands by including the file and the generators of this folder read with
this module. Arguments are string literals (adjacent ones joined, as C
joins them), integers (decimal or 0x hexadecimal) or names; comments and
preprocessor lines are skipped. Standard library only."""

import re

_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(0[xX][0-9a-fA-F]+|-?\d+)|([A-Za-z_]\w*)|(.))',
                    re.S)


class DefError(Exception):
    """A .def file that does not read as kind lists."""


def _strip(text):
    """The text without comments and preprocessor lines (string literals kept)."""
    out, i, n = [], 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and text[i:].lstrip(" \t").startswith("#"):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        at_line_start = c == "\n" or (at_line_start and c in " \t")
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise DefError("a comment that does not end")
            i = end + 2
            continue
        if c == '"':
            match = re.compile(r'"(?:[^"\\\n]|\\.)*"').match(text, i)
            if not match:
                raise DefError("a string literal that does not end")
            out.append(match.group(0))
            i = match.end()
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _unquote(literal):
    body = literal[1:-1]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def _arguments(tokens, macro):
    """The arguments of one call, from the token after its `(`."""
    args, current, depth = [], [], 0
    for kind, value in tokens:
        if kind == "punct" and value == "(":
            depth += 1
        elif kind == "punct" and value == ")":
            if depth == 0:
                args.append(current)
                break
            depth -= 1
        elif kind == "punct" and value == "," and depth == 0:
            args.append(current)
            current = []
            continue
        current.append((kind, value))
    else:
        raise DefError("%s( without its )" % macro)
    result = []
    for arg in args:
        if all(kind == "string" for kind, _ in arg) and arg:
            result.append("".join(value for _, value in arg))
        elif len(arg) == 1 and arg[0][0] in ("int", "name"):
            result.append(arg[0][1])
        else:
            raise DefError("%s: an argument that is not a string, an integer or a name: %r"
                           % (macro, " ".join(str(value) for _, value in arg)))
    return result


def _tokens(text):
    for match in _TOKEN.finditer(text):
        string, integer, name, punct = match.groups()
        if string is not None:
            yield "string", _unquote(string)
        elif integer is not None:
            yield "int", int(integer, 0)
        elif name is not None:
            yield "name", name
        elif punct is not None and not punct.isspace():
            yield "punct", punct


def read(path, macros):
    """{macro: [entry, ...]} of the file at `path`, each entry the tuple of
    its arguments, for each of `macros` ({name: argument count})."""
    with open(path, encoding="utf-8") as f:
        text = _strip(f.read())
    entries = {macro: [] for macro in macros}
    tokens = _tokens(text)
    for kind, value in tokens:
        if kind != "name":
            raise DefError("%s: %r where an entry was expected" % (path, value))
        if value not in macros:
            raise DefError("%s: `%s` is not one of its lists (%s)"
                           % (path, value, ", ".join(macros)))
        opening = next(tokens, None)
        if opening != ("punct", "("):
            raise DefError("%s: `%s` without its arguments" % (path, value))
        args = _arguments(tokens, value)
        if len(args) != macros[value]:
            raise DefError("%s: `%s` takes %d arguments, not %d: %r"
                           % (path, value, macros[value], len(args), args))
        entries[value].append(tuple(args))
    return entries
