# Strings must be UTF-8 too; so must bytes literals, which spell non-ASCII
# bytes with `\x` escapes. One report for the file.
# RUN: %python -c "open(r'%t.py', 'wb').write(b's = \"\xed\xa0\x80\"\nb = b\"\x80\"\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# An encoded surrogate (U+D800) is not valid UTF-8.
# CHECK: .tmp.py:1:6: error: invalid UTF-8 byte 0xED: source files must be UTF-8
# CHECK-NEXT: {{^}}s = "���"{{$}}
# CHECK-NEXT: {{^}}     ^{{$}}
