# Comments must be UTF-8 too: a truncated sequence there is reported once.
# RUN: %python -c "open(r'%t.py', 'wb').write(b'x = 1  # caf\xc3\n# \xff\xfe\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:1:13: error: invalid UTF-8 byte 0xC3: source files must be UTF-8
# CHECK-NEXT: {{^}}x = 1  # caf�{{$}}
# CHECK-NEXT: {{^}}            ^{{$}}
