# A line indented less than the one before it must line up with an outer
# level. The error points at the blanks; the line stays in the enclosing
# block, so the lines lined up with it are not reported again.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

def f():
    if a:
        b = 1
# CHECK: fail_dedent_mismatch.py:[[@LINE+3]]:1: error: unindent does not match any outer indentation level
# CHECK-NEXT: {{^}}  c = 2{{$}}
# CHECK-NEXT: {{^}}^~{{$}}
  c = 2
  d = 3
e = 4
