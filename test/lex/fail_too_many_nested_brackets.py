# Python's limit of 200 nested brackets. The error points at the first
# bracket beyond it, once; the brackets still balance, so the next line is
# fine. The quoted line is cut to a window around the caret.
# RUN: %python -c "open(r'%t.py', 'w').write('x = ' + '(' * 300 + '1' + ')' * 300 + '\ny = 2\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:1:205: error: too many nested brackets (the limit is 200)
# CHECK-NEXT: {{^\.\.\.\({160}\.\.\.$}}
# CHECK-NEXT: {{^ {83}\^$}}
