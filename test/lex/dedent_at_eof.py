# Blocks still open at the end of the file are closed there: a DEDENT per
# level, after the last NEWLINE and before EOF, all at the end of the file.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

def f():
    if a:
        return b
# CHECK:      [[@LINE-1]]:17 NEWLINE
# CHECK-NEXT: [[@LINE+3]]:1 DEDENT
# CHECK-NEXT: [[@LINE+2]]:1 DEDENT
# CHECK-NEXT: [[@LINE+1]]:1 EOF
