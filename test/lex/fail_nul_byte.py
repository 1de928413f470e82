# A NUL byte is reported once, at the first one, and otherwise skipped like a
# blank; it shows as `?` in the quoted line.
# RUN: %python -c "open(r'%t.py', 'wb').write(b'x = 1\x00\x00\ny = \"\x00\"\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:1:6: error: source code cannot contain NUL bytes
# CHECK-NEXT: {{^}}x = 1??{{$}}
# CHECK-NEXT: {{^}}     ^{{$}}
