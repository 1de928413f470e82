# A sum of 1500 terms is a tree 1500 levels tall; trees are bounded at 1000
# levels so that no later phase can overflow its stack walking one. The
# kernel is generated.
# RUN: %python -c "print('from numba import cuda\n\n\n@cuda.jit\ndef kernel(a):\n    x = ' + '+'.join(['1'] * 1500) + '\n    a[0] = 1')" > %t.py
# RUN: not %dslc compile --emit=ast %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: .py:6:9: error: this expression is nested too deeply (the limit is 1000 levels)
# CHECK-NEXT: {{^    x = (1\+){76}\.\.\.$}}
# CHECK-NEXT: {{^ {8}\^~{151}$}}
