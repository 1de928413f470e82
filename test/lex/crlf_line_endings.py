# Windows line endings: "\r\n" is one line break, inside and outside brackets,
# after a `\` continuation and inside a triple-quoted string (kept in the
# value as written).
# RUN: %python -c "open(r'%t.py', 'wb').write(b'if a:\r\n    b = (1,\r\n 2)\r\nc = 1 + \\\\\r\n 2\r\nd = \"\"\"x\r\ny\"\"\"\r\n')"
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
# CHECK-NEXT: 6:1-6:2 identifier 'd'
# CHECK-NEXT: 6:3-6:4 = '='
# CHECK-NEXT: 6:5-7:5 string literal '"""x\r\ny"""' value='x\r\ny'
# CHECK-NEXT: 7:5 NEWLINE
# CHECK-NEXT: 8:1 EOF
