# `!` on its own is not an operator (only `!=` is); the error says what to
# use for negation.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_exclamation.py:[[@LINE+3]]:9: error: invalid character `!` (U+0021) in source; use `not` for negation
# CHECK-NEXT: {{^}}if a != !b:{{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
if a != !b:
    pass
