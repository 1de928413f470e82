# Going back out to a level between the innermost and the outermost closes
# only the blocks deeper than that level.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

if a:
    if b:
        c
    d
# CHECK:      [[@LINE-2]]:10 NEWLINE
# CHECK-NEXT: [[@LINE-2]]:5 DEDENT
# CHECK-NEXT: [[@LINE-3]]:5-[[@LINE-3]]:6 identifier 'd'
# CHECK-NEXT: [[@LINE-4]]:6 NEWLINE
# CHECK-NEXT: DEDENT
# CHECK-NEXT: EOF
