# A `\` continuation needs a line to continue onto: at the very end of the
# file, or before a last line that is empty, it is an error.
# RUN: %python -c "open(r'%t.1.py', 'w').write('x = 1 + \\\\')"
# RUN: not %dslc compile --emit=tokens %t.1.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# RUN: %python -c "open(r'%t.2.py', 'w').write('x = 1 + \\\\\n')"
# RUN: not %dslc compile --emit=tokens %t.2.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .py:1:9: error: unexpected end of file after `\`
# CHECK-NEXT: {{^}}x = 1 + \{{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
