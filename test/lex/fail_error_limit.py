# After 20 errors the lexer stops, saying so; the rest of the file is not
# looked at.
# RUN: %python -c "open(r'%t.py', 'w').write((chr(36) + '\n') * 30)"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:1:1: error: invalid character `$` (U+0024) in source
# CHECK-NEXT: {{^}}${{$}}
# CHECK-NEXT: {{^}}^{{$}}
# CHECK-COUNT-19: .tmp.py:{{([2-9]|1[0-9]|20)}}:1: error: invalid character `$` (U+0024) in source
# CHECK-NEXT: {{^}}${{$}}
# CHECK-NEXT: {{^}}^{{$}}
# CHECK-NEXT: {{^}}dslc: error: too many errors emitted (20), stopping now{{$}}
