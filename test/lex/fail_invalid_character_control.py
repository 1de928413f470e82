# A control character is named by its code point, and shown as `?` in the
# quoted line so the caret still lines up.
# RUN: %python -c "open(r'%t.py', 'w').write('x = 1\x07 + 2\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:1:6: error: invalid character U+0007 (a control character) in source
# CHECK-NEXT: {{^}}x = 1? + 2{{$}}
# CHECK-NEXT: {{^}}     ^{{$}}
