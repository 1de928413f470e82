# A `\U` escape above U+10FFFF names no character.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_escape_above_unicode.py:[[@LINE+3]]:6: error: escape `\U00110000` is not a Unicode character; the largest is U+10FFFF
# CHECK-NEXT: {{^}}s = "\U00110000"{{$}}
# CHECK-NEXT: {{^}}     ^~~~~~~~~~{{$}}
s = "\U00110000"
