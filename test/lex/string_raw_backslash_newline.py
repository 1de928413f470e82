# In a raw string a backslash before a line break keeps both, and the string
# goes on on the next line, as in Python.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

s = r"ab\
cd"
# CHECK:      [[@LINE-2]]:5-[[@LINE-1]]:4 string literal 'r"ab\\\ncd"' value='ab\\\ncd' raw
# CHECK-NEXT: [[@LINE-2]]:4 NEWLINE
