# Old Mac line endings: a lone "\r" ends a line too, for indentation,
# brackets, continuations and line numbers alike.
# RUN: %python -c "open(r'%t.py', 'wb').write(b'if a:\r    b = (1,\r 2)\rc = 1 + \\\\\r 2\r')"
# RUN: %dslc compile --emit=tokens %t.py | FileCheck %s

# CHECK:      1:5-1:6 : ':'
# CHECK-NEXT: 1:6 NEWLINE
# CHECK-NEXT: 2:5 INDENT
# CHECK-NEXT: 2:5-2:6 identifier 'b'
# CHECK-NEXT: 2:7-2:8 = '='
# CHECK-NEXT: 2:9-2:10 ( '('
# CHECK-NEXT: 2:10-2:11 integer literal '1' value=1
# CHECK-NEXT: 2:11-2:12 , ','
# CHECK-NEXT: 3:2-3:3 integer literal '2' value=2
# CHECK-NEXT: 3:3-3:4 ) ')'
# CHECK-NEXT: 3:4 NEWLINE
# CHECK-NEXT: 4:1 DEDENT
# CHECK-NEXT: 4:1-4:2 identifier 'c'
# CHECK-NEXT: 4:3-4:4 = '='
# CHECK-NEXT: 4:5-4:6 integer literal '1' value=1
# CHECK-NEXT: 4:7-4:8 + '+'
# CHECK-NEXT: 5:2-5:3 integer literal '2' value=2
# CHECK-NEXT: 5:3 NEWLINE
# CHECK-NEXT: 6:1 EOF
