# A backslash before a line break inside a single-quoted string continues the
# string on the next line and leaves nothing in the value.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

s = "ab\
cd"
# CHECK:      [[@LINE-2]]:5-[[@LINE-1]]:4 string literal '"ab\\\ncd"' value='abcd'
# CHECK-NEXT: [[@LINE-2]]:4 NEWLINE
