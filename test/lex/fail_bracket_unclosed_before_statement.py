# A line that starts with a keyword that only begins statements (`def`,
# `return`, `while`...) cannot be inside brackets: the brackets before it were
# never closed. They are reported there, and lexing resumes at that line, so
# one missing `)` does not swallow the rest of the file.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

def f(a):
# CHECK: fail_bracket_unclosed_before_statement.py:[[@LINE+3]]:9: error: `(` was never closed
# CHECK-NEXT: {{^}}    x = (a +{{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
    x = (a +
         1
    return x
