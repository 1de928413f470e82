# A file whose last line has no line break still ends that line with a
# NEWLINE, closes its blocks and ends with EOF, all at the end of the file.
# RUN: %python -c "open(r'%t.py', 'w').write('if a:\n    b = 1')"
# RUN: %dslc compile --emit=tokens %t.py | FileCheck %s

# CHECK:      2:5 INDENT
# CHECK-NEXT: 2:5-2:6 identifier 'b'
# CHECK-NEXT: 2:7-2:8 = '='
# CHECK-NEXT: 2:9-2:10 integer literal '1' value=1
# CHECK-NEXT: 2:10 NEWLINE
# CHECK-NEXT: 2:10 DEDENT
# CHECK-NEXT: 2:10 EOF
