# A triple-quoted string still open at the end of the file. The error points
# at its opening quotes, once, however many lines follow.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_unterminated_triple_quoted_string.py:[[@LINE+3]]:5: error: unterminated triple-quoted string literal
# CHECK-NEXT: {{^}}s = r"""never closed ""{{$}}
# CHECK-NEXT: {{^}}    ^~~~{{$}}
s = r"""never closed ""
x = "
y = $
