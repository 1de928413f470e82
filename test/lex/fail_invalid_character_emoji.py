# Symbols outside Unicode's identifier classes, such as emoji, are invalid
# characters, as in Python; code points above U+FFFF are written in full.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_emoji.py:[[@LINE+3]]:5: error: invalid character `😀` (U+1F600) in source
# CHECK-NEXT: {{^}}x = 😀{{$}}
# CHECK-NEXT: {{^}}    ^{{$}}
x = 😀
