# `**` groups to the right, so a chain of 300 of them nests 300 levels deep:
# it stops at the nesting limit with one error, not a stack overflow. The
# kernel is generated.
# RUN: %python -c "print('from numba import cuda\n\n\n@cuda.jit\ndef kernel(a):\n    x = a' + '**a' * 300 + '\n    a[0] = 1')" > %t.py
# RUN: not %dslc compile --emit=ast %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: .py:6:772: error: this expression is nested too deeply (the limit is 256 levels)
# CHECK-NEXT: {{^\.\.\.\*a(\*\*a){52}\*\*\.\.\.$}}
# CHECK-NEXT: {{^ {83}\^~$}}
