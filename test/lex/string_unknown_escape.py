# An unknown escape is kept as written, backslash included, as Python does;
# so are \u and \U in bytes, where they mean nothing, and \N{...}.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

a = "\q\d\ "
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:13 string literal {{.*}} value='\\q\\d\\ '
b = b"\u00e9"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:14 string literal {{.*}} value='\\u00e9' bytes
c = "\N{BULLET}"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:17 string literal {{.*}} value='\\N{BULLET}'
