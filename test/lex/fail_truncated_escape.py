# `\x`, `\u` and `\U` take exactly 2, 4 and 8 hexadecimal digits. The error
# covers the escape as far as it goes; the string is still one token.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_truncated_escape.py:[[@LINE+3]]:8: error: truncated `\x` escape; it takes 2 hexadecimal digits
# CHECK-NEXT: {{^}}s = "ab\x4g"{{$}}
# CHECK-NEXT: {{^}}       ^~~{{$}}
s = "ab\x4g"
# CHECK: fail_truncated_escape.py:[[@LINE+3]]:6: error: truncated `\u` escape; it takes 4 hexadecimal digits
# CHECK-NEXT: {{^}}t = '\u00e'{{$}}
# CHECK-NEXT: {{^}}     ^~~~~{{$}}
t = '\u00e'
