# In a raw string backslashes are kept, yet a backslash still stops the next
# quote from ending the string: r"\"" is a backslash and a quote.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

a = r"\"", r'\'', r"\\", r"\n\x41"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:10 string literal 'r"\\""' value='\\"' raw
# CHECK: [[@LINE-2]]:12-[[@LINE-2]]:17 string literal 'r\'\\\'\'' value='\\\'' raw
# CHECK: [[@LINE-3]]:19-[[@LINE-3]]:24 string literal 'r"\\\\"' value='\\\\' raw
# CHECK: [[@LINE-4]]:26-[[@LINE-4]]:35 string literal 'r"\\n\\x41"' value='\\n\\x41' raw
