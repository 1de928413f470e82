# Recursion in the parser is bounded: 300 nested unary minus signs stop at the
# nesting limit with one error, not a stack overflow. The kernel is generated.
# RUN: %python -c "print('from numba import cuda\n\n\n@cuda.jit\ndef kernel(a):\n    x = ' + '-' * 300 + 'a[0]\n    a[0] = 1')" > %t.py
# RUN: not %dslc compile --emit=ast %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: .py:6:263: error: this expression is nested too deeply (the limit is 256 levels)
# CHECK-NEXT: {{^\.\.\.-{156}a\[0\]$}}
# CHECK-NEXT: {{^ {113}\^$}}
