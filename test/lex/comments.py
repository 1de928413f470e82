# Comments run to the end of the line and leave no token; a comment after
# code does not hide the NEWLINE that ends the line. `#` inside a string is
# not a comment.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

x = 1  # comment with "quotes", (brackets and \ a backslash
# CHECK:      [[@LINE-1]]:5-[[@LINE-1]]:6 integer literal '1' value=1
# CHECK-NEXT: [[@LINE-2]]:60 NEWLINE
y = "# not a comment"#comment
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:2 identifier 'y'
# CHECK-NEXT: [[@LINE-2]]:3-[[@LINE-2]]:4 = '='
# CHECK-NEXT: [[@LINE-3]]:5-[[@LINE-3]]:22 string literal '"# not a comment"' value='# not a comment'
# CHECK-NEXT: [[@LINE-4]]:30 NEWLINE
# CHECK-NEXT: EOF
