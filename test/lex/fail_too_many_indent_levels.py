# Python's limit of 100 levels of indentation. The error points at the
# blanks of the first line that goes deeper, once.
# RUN: %python -c "open(r'%t.py', 'w').write(''.join(' ' * i + 'if a:\n' for i in range(102)) + ' ' * 102 + 'b\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:102:1: error: too many levels of indentation (the limit is 100)
# CHECK-NEXT: {{^ {101}if a:$}}
# CHECK-NEXT: {{^\^~{100}$}}
