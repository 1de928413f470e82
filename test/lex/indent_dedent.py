# A deeper line opens a block with one INDENT; going back to the outer
# level closes it with one DEDENT, placed at the first token of the line.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

if x:
    y = 1
z = 2
# CHECK:      [[@LINE-3]]:5-[[@LINE-3]]:6 : ':'
# CHECK-NEXT: [[@LINE-4]]:6 NEWLINE
# CHECK-NEXT: [[@LINE-4]]:5 INDENT
# CHECK-NEXT: [[@LINE-5]]:5-[[@LINE-5]]:6 identifier 'y'
# CHECK:      [[@LINE-6]]:10 NEWLINE
# CHECK-NEXT: [[@LINE-6]]:1 DEDENT
# CHECK-NEXT: [[@LINE-7]]:1-[[@LINE-7]]:2 identifier 'z'
