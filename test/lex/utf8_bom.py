# A UTF-8 byte order mark at the start of the file is dropped: the first
# token is at column 1, and nothing is reported.
# RUN: %python -c "open(r'%t.py', 'wb').write(b'\xef\xbb\xbfx = 1\n')"
# RUN: %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s

# CHECK:      {{^}}1:1-1:2 identifier 'x'
# CHECK-NEXT: 1:3-1:4 = '='
# CHECK-NEXT: 1:5-1:6 integer literal '1' value=1
# CHECK-NEXT: 1:6 NEWLINE
# CHECK-NEXT: 2:1 EOF
