# `?` is not Python (there is no `a ? b : c`).
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_question_mark.py:[[@LINE+3]]:7: error: invalid character `?` (U+003F) in source
# CHECK-NEXT: {{^}}x = a ? b : c{{$}}
# CHECK-NEXT: {{^}}      ^{{$}}
x = a ? b : c
