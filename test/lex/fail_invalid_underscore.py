# Underscores in numbers only separate two digits: not doubled, not at the
# end, not next to the dot or the exponent. The caret is on the underscores.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_underscore.py:[[@LINE+3]]:6: error: invalid underscore in numeric literal; `_` may only separate two digits
# CHECK-NEXT: {{^}}a = 1__0{{$}}
# CHECK-NEXT: {{^}}     ^~{{$}}
a = 1__0
# CHECK: fail_invalid_underscore.py:[[@LINE+3]]:6: error: invalid underscore in numeric literal; `_` may only separate two digits
# CHECK-NEXT: {{^}}b = 1_ + 1_0_{{$}}
# CHECK-NEXT: {{^}}     ^{{$}}
b = 1_ + 1_0_
# CHECK: fail_invalid_underscore.py:[[@LINE-1]]:13: error: invalid underscore in numeric literal; `_` may only separate two digits
# CHECK-NEXT: {{^}}b = 1_ + 1_0_{{$}}
# CHECK-NEXT: {{^}}            ^{{$}}
# CHECK: fail_invalid_underscore.py:[[@LINE+3]]:7: error: invalid underscore in numeric literal; `_` may only separate two digits
# CHECK-NEXT: {{^}}c = 1._5 + 0x_{{$}}
# CHECK-NEXT: {{^}}      ^{{$}}
c = 1._5 + 0x_
# CHECK: fail_invalid_underscore.py:[[@LINE-1]]:12: error: hexadecimal literal `0x_` has no digits
# CHECK-NEXT: {{^}}c = 1._5 + 0x_{{$}}
# CHECK-NEXT: {{^}}           ^~~{{$}}
