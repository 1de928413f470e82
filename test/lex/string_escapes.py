# Escape sequences are decoded in the token's value: the one-letter escapes,
# \xXX, \uXXXX, \UXXXXXXXX, octal escapes of one to three digits, and the
# escaped backslash and quotes. The dump escapes the value again.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

a = "\n\t\r\a\b\f\v"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:21 string literal {{.*}} value='\n\t\r\x07\x08\x0c\x0b'
b = "\x41\u00e9\U0001F600"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:27 string literal {{.*}} value='Aé😀'
c = "\101\60\0x"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:17 string literal {{.*}} value='A0\x00x'
d = '\\ \' \"'
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:15 string literal {{.*}} value='\\ \' "'
e = b"\x41\xff\101"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:20 string literal {{.*}} value='A\xffA' bytes
