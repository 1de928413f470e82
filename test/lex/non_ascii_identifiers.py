# Identifiers may use any Unicode letters (XID_Start, then XID_Continue), as
# in Python. Columns count characters, not bytes.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

café = αβγ + 変数 + ℓ + x́ + _ñ1
# CHECK:      [[@LINE-1]]:1-[[@LINE-1]]:5 identifier 'café'
# CHECK-NEXT: [[@LINE-2]]:6-[[@LINE-2]]:7 = '='
# CHECK-NEXT: [[@LINE-3]]:8-[[@LINE-3]]:11 identifier 'αβγ'
# CHECK-NEXT: [[@LINE-4]]:12-[[@LINE-4]]:13 + '+'
# CHECK-NEXT: [[@LINE-5]]:14-[[@LINE-5]]:16 identifier '変数'
# CHECK-NEXT: [[@LINE-6]]:17-[[@LINE-6]]:18 + '+'
# CHECK-NEXT: [[@LINE-7]]:19-[[@LINE-7]]:20 identifier 'ℓ'
# CHECK-NEXT: [[@LINE-8]]:21-[[@LINE-8]]:22 + '+'
# CHECK-NEXT: [[@LINE-9]]:23-[[@LINE-9]]:25 identifier 'x́'
# CHECK-NEXT: [[@LINE-10]]:26-[[@LINE-10]]:27 + '+'
# CHECK-NEXT: [[@LINE-11]]:28-[[@LINE-11]]:31 identifier '_ñ1'
