# Source files must be UTF-8. A byte that is not (here Latin-1 `é`) is
# reported once, with its value; the quoted line shows it as U+FFFD.
# RUN: %python -c "open(r'%t.py', 'wb').write(b'caf\xe9 = 1\nna\xefve = 2\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:1:4: error: invalid UTF-8 byte 0xE9: source files must be UTF-8
# CHECK-NEXT: {{^}}caf� = 1{{$}}
# CHECK-NEXT: {{^}}   ^{{$}}
