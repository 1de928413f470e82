# A number may be directly followed by a keyword that can follow an
# expression (`1if x else 2`), as Python allows; the keyword is its own token.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

y = 1if x else 2
# CHECK:      [[@LINE-1]]:5-[[@LINE-1]]:6 integer literal '1' value=1
# CHECK-NEXT: [[@LINE-2]]:6-[[@LINE-2]]:8 if 'if'
# Digits come first: in `0x1for`, `f` is a hexadecimal digit, so Python
# (and dslc) read `0x1f` then `or`.
z = [0x1for i in r]
# CHECK:      [[@LINE-1]]:6-[[@LINE-1]]:10 integer literal '0x1f' value=31
# CHECK-NEXT: [[@LINE-2]]:10-[[@LINE-2]]:12 or 'or'
w = 1.5or 2
# CHECK:      [[@LINE-1]]:5-[[@LINE-1]]:8 floating-point literal '1.5' value=1.5
# CHECK-NEXT: [[@LINE-2]]:8-[[@LINE-2]]:10 or 'or'
