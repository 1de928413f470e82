# Adjacent string literals stay separate tokens (the parser joins them), on
# one line or across lines inside brackets.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

s = ("a" 'b'
     """c""")
# CHECK:      [[@LINE-2]]:6-[[@LINE-2]]:9 string literal '"a"' value='a'
# CHECK-NEXT: [[@LINE-3]]:10-[[@LINE-3]]:13 string literal '\'b\'' value='b'
# CHECK-NEXT: [[@LINE-3]]:6-[[@LINE-3]]:13 string literal '"""c"""' value='c'
# CHECK-NEXT: [[@LINE-4]]:13-[[@LINE-4]]:14 ) ')'
