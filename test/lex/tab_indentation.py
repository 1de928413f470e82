# Indentation made of tabs only, used the same way on every line, is
# consistent: a tab counts as one level step like any other width.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

if a:
	if b:
		c
	d
# CHECK:      [[@LINE-3]]:2 INDENT
# CHECK-NEXT: [[@LINE-4]]:2-[[@LINE-4]]:4 if 'if'
# CHECK:      [[@LINE-4]]:3 INDENT
# CHECK-NEXT: [[@LINE-5]]:3-[[@LINE-5]]:4 identifier 'c'
# CHECK-NEXT: [[@LINE-6]]:4 NEWLINE
# CHECK-NEXT: [[@LINE-6]]:2 DEDENT
# CHECK-NEXT: [[@LINE-7]]:2-[[@LINE-7]]:3 identifier 'd'
# CHECK-NEXT: [[@LINE-8]]:3 NEWLINE
# CHECK-NEXT: DEDENT
# CHECK-NEXT: EOF
