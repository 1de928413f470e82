# Inside ( ), [ ] and { } line breaks, blank lines, comments and the
# indentation of continuation lines are ignored: no NEWLINE, INDENT or DEDENT
# until the outermost bracket is closed.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

x = f(1,
        [2,
  # a comment
3], {

    4: 5})
# CHECK:      [[@LINE-6]]:7-[[@LINE-6]]:8 integer literal '1' value=1
# CHECK-NEXT: [[@LINE-7]]:8-[[@LINE-7]]:9 , ','
# CHECK-NEXT: [[@LINE-7]]:9-[[@LINE-7]]:10 [ '['
# CHECK-NEXT: [[@LINE-8]]:10-[[@LINE-8]]:11 integer literal '2' value=2
# CHECK-NEXT: [[@LINE-9]]:11-[[@LINE-9]]:12 , ','
# CHECK-NEXT: [[@LINE-8]]:1-[[@LINE-8]]:2 integer literal '3' value=3
# CHECK-NEXT: [[@LINE-9]]:2-[[@LINE-9]]:3 ] ']'
# CHECK-NEXT: [[@LINE-10]]:3-[[@LINE-10]]:4 , ','
# CHECK-NEXT: [[@LINE-11]]:5-[[@LINE-11]]:6 { '{'
# CHECK-NEXT: [[@LINE-10]]:5-[[@LINE-10]]:6 integer literal '4' value=4
# CHECK-NEXT: [[@LINE-11]]:6-[[@LINE-11]]:7 : ':'
# CHECK-NEXT: [[@LINE-12]]:8-[[@LINE-12]]:9 integer literal '5' value=5
# CHECK-NEXT: [[@LINE-13]]:9-[[@LINE-13]]:10 } '}'
# CHECK-NEXT: [[@LINE-14]]:10-[[@LINE-14]]:11 ) ')'
# CHECK-NEXT: [[@LINE-15]]:11 NEWLINE
# CHECK-NEXT: EOF
