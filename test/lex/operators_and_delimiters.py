# Every operator and delimiter, each the longest symbol that matches at its
# position (`**=` is one token, `.. ` is two dots, `...` is one).
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

( ) [ ] { } , : ; . ... -> := @
# CHECK:      [[@LINE-1]]:1-[[@LINE-1]]:2 ( '('
# CHECK-NEXT: [[@LINE-2]]:3-[[@LINE-2]]:4 ) ')'
# CHECK-NEXT: [[@LINE-3]]:5-[[@LINE-3]]:6 [ '['
# CHECK-NEXT: [[@LINE-4]]:7-[[@LINE-4]]:8 ] ']'
# CHECK-NEXT: [[@LINE-5]]:9-[[@LINE-5]]:10 { '{'
# CHECK-NEXT: [[@LINE-6]]:11-[[@LINE-6]]:12 } '}'
# CHECK-NEXT: [[@LINE-7]]:13-[[@LINE-7]]:14 , ','
# CHECK-NEXT: [[@LINE-8]]:15-[[@LINE-8]]:16 : ':'
# CHECK-NEXT: [[@LINE-9]]:17-[[@LINE-9]]:18 ; ';'
# CHECK-NEXT: [[@LINE-10]]:19-[[@LINE-10]]:20 . '.'
# CHECK-NEXT: [[@LINE-11]]:21-[[@LINE-11]]:24 ... '...'
# CHECK-NEXT: [[@LINE-12]]:25-[[@LINE-12]]:27 -> '->'
# CHECK-NEXT: [[@LINE-13]]:28-[[@LINE-13]]:30 := ':='
# CHECK-NEXT: [[@LINE-14]]:31-[[@LINE-14]]:32 @ '@'
# CHECK-NEXT: [[@LINE-15]]:32 NEWLINE
+ - * / // % ** << >> & | ^ ~
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:2 + '+'
# CHECK-NEXT: [[@LINE-2]]:3-[[@LINE-2]]:4 - '-'
# CHECK-NEXT: [[@LINE-3]]:5-[[@LINE-3]]:6 * '*'
# CHECK-NEXT: [[@LINE-4]]:7-[[@LINE-4]]:8 / '/'
# CHECK-NEXT: [[@LINE-5]]:9-[[@LINE-5]]:11 // '//'
# CHECK-NEXT: [[@LINE-6]]:12-[[@LINE-6]]:13 % '%'
# CHECK-NEXT: [[@LINE-7]]:14-[[@LINE-7]]:16 ** '**'
# CHECK-NEXT: [[@LINE-8]]:17-[[@LINE-8]]:19 << '<<'
# CHECK-NEXT: [[@LINE-9]]:20-[[@LINE-9]]:22 >> '>>'
# CHECK-NEXT: [[@LINE-10]]:23-[[@LINE-10]]:24 & '&'
# CHECK-NEXT: [[@LINE-11]]:25-[[@LINE-11]]:26 | '|'
# CHECK-NEXT: [[@LINE-12]]:27-[[@LINE-12]]:28 ^ '^'
# CHECK-NEXT: [[@LINE-13]]:29-[[@LINE-13]]:30 ~ '~'
# CHECK-NEXT: [[@LINE-14]]:30 NEWLINE
< > <= >= == !=
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:2 < '<'
# CHECK-NEXT: [[@LINE-2]]:3-[[@LINE-2]]:4 > '>'
# CHECK-NEXT: [[@LINE-3]]:5-[[@LINE-3]]:7 <= '<='
# CHECK-NEXT: [[@LINE-4]]:8-[[@LINE-4]]:10 >= '>='
# CHECK-NEXT: [[@LINE-5]]:11-[[@LINE-5]]:13 == '=='
# CHECK-NEXT: [[@LINE-6]]:14-[[@LINE-6]]:16 != '!='
# CHECK-NEXT: [[@LINE-7]]:16 NEWLINE
= += -= *= /= //= %= **= @= &= |= ^= <<= >>=
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:2 = '='
# CHECK-NEXT: [[@LINE-2]]:3-[[@LINE-2]]:5 += '+='
# CHECK-NEXT: [[@LINE-3]]:6-[[@LINE-3]]:8 -= '-='
# CHECK-NEXT: [[@LINE-4]]:9-[[@LINE-4]]:11 *= '*='
# CHECK-NEXT: [[@LINE-5]]:12-[[@LINE-5]]:14 /= '/='
# CHECK-NEXT: [[@LINE-6]]:15-[[@LINE-6]]:18 //= '//='
# CHECK-NEXT: [[@LINE-7]]:19-[[@LINE-7]]:21 %= '%='
# CHECK-NEXT: [[@LINE-8]]:22-[[@LINE-8]]:25 **= '**='
# CHECK-NEXT: [[@LINE-9]]:26-[[@LINE-9]]:28 @= '@='
# CHECK-NEXT: [[@LINE-10]]:29-[[@LINE-10]]:31 &= '&='
# CHECK-NEXT: [[@LINE-11]]:32-[[@LINE-11]]:34 |= '|='
# CHECK-NEXT: [[@LINE-12]]:35-[[@LINE-12]]:37 ^= '^='
# CHECK-NEXT: [[@LINE-13]]:38-[[@LINE-13]]:41 <<= '<<='
# CHECK-NEXT: [[@LINE-14]]:42-[[@LINE-14]]:45 >>= '>>='
# CHECK-NEXT: [[@LINE-15]]:45 NEWLINE
a**-b<<=c..d
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:2 identifier 'a'
# CHECK-NEXT: [[@LINE-2]]:2-[[@LINE-2]]:4 ** '**'
# CHECK-NEXT: [[@LINE-3]]:4-[[@LINE-3]]:5 - '-'
# CHECK-NEXT: [[@LINE-4]]:5-[[@LINE-4]]:6 identifier 'b'
# CHECK-NEXT: [[@LINE-5]]:6-[[@LINE-5]]:9 <<= '<<='
# CHECK-NEXT: [[@LINE-6]]:9-[[@LINE-6]]:10 identifier 'c'
# CHECK-NEXT: [[@LINE-7]]:10-[[@LINE-7]]:11 . '.'
# CHECK-NEXT: [[@LINE-8]]:11-[[@LINE-8]]:12 . '.'
# CHECK-NEXT: [[@LINE-9]]:12-[[@LINE-9]]:13 identifier 'd'
