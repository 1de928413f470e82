# Blank lines and comment-only lines, at any indentation, neither end a
# statement nor open or close a block.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

if a:

        # deeper comment
  # shallower comment
    b
# CHECK:      [[@LINE-5]]:6 NEWLINE
# CHECK-NEXT: [[@LINE-2]]:5 INDENT
# CHECK-NEXT: [[@LINE-3]]:5-[[@LINE-3]]:6 identifier 'b'
# CHECK-NEXT: [[@LINE-4]]:6 NEWLINE

c
# CHECK-NEXT: [[@LINE-1]]:1 DEDENT
# CHECK-NEXT: [[@LINE-2]]:1-[[@LINE-2]]:2 identifier 'c'
