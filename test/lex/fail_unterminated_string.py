# A single-quoted string must end on its line. The error covers the string up
# to the end of the line; the next line is lexed normally.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_unterminated_string.py:[[@LINE+3]]:11: error: unterminated string literal
# CHECK-NEXT: {{^}}s = 'don't' + b{{$}}
# CHECK-NEXT: {{^}}          ^~~~~{{$}}
s = 'don't' + b
t = "fine"
