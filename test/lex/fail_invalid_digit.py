# A digit the literal's base does not have. The caret is on that digit; the
# whole literal is one bad token.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_digit.py:[[@LINE+3]]:9: error: invalid digit `2` in binary literal
# CHECK-NEXT: {{^}}a = 0b102 + 1{{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
a = 0b102 + 1
# CHECK: fail_invalid_digit.py:[[@LINE+3]]:7: error: invalid digit `8` in octal literal
# CHECK-NEXT: {{^}}b = 0o8{{$}}
# CHECK-NEXT: {{^}}      ^{{$}}
b = 0o8
# CHECK: fail_invalid_digit.py:[[@LINE+3]]:8: error: invalid digit `9` in octal literal
# CHECK-NEXT: {{^}}c = 0o_9{{$}}
# CHECK-NEXT: {{^}}       ^{{$}}
c = 0o_9
