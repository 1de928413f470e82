# A form feed in indentation resets the width measured so far, as in Python:
# "\f    b" is indented by four, like "    b", and "    \fc" not at all.
# RUN: %python -c "open(r'%t.py', 'wb').write(b'if a:\n\f    b\n    c\n\f\n    \fd\n')"
# RUN: %dslc compile --emit=tokens %t.py | FileCheck %s

# CHECK:      1:6 NEWLINE
# CHECK-NEXT: 2:6 INDENT
# CHECK-NEXT: 2:6-2:7 identifier 'b'
# CHECK-NEXT: 2:7 NEWLINE
# CHECK-NEXT: 3:5-3:6 identifier 'c'
# CHECK-NEXT: 3:6 NEWLINE
# CHECK-NEXT: 5:6 DEDENT
# CHECK-NEXT: 5:6-5:7 identifier 'd'
