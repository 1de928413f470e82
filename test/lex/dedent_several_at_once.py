# A line that goes back out several levels closes every block it leaves: one
# DEDENT per level, all at the first token of the line.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

if a:
    if b:
        if c:
            d
e
# CHECK:      [[@LINE-2]]:14 NEWLINE
# CHECK-NEXT: [[@LINE-2]]:1 DEDENT
# CHECK-NEXT: [[@LINE-3]]:1 DEDENT
# CHECK-NEXT: [[@LINE-4]]:1 DEDENT
# CHECK-NEXT: [[@LINE-5]]:1-[[@LINE-5]]:2 identifier 'e'
