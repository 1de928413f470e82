# `$` is not Python. The error names the character and its code point.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_dollar.py:[[@LINE+3]]:5: error: invalid character `$` (U+0024) in source
# CHECK-NEXT: {{^}}x = $y + 1{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
x = $y + 1
