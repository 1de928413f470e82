# Every Python keyword is its own token kind. Soft keywords (`match`, `case`,
# `type`, `_`) and names that only look like keywords stay identifiers.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

False None True and as assert async await break class continue def del
# CHECK:      [[@LINE-1]]:1-[[@LINE-1]]:6 False 'False'
# CHECK-NEXT: [[@LINE-2]]:7-[[@LINE-2]]:11 None 'None'
# CHECK-NEXT: [[@LINE-3]]:12-[[@LINE-3]]:16 True 'True'
# CHECK-NEXT: [[@LINE-4]]:17-[[@LINE-4]]:20 and 'and'
# CHECK-NEXT: [[@LINE-5]]:21-[[@LINE-5]]:23 as 'as'
# CHECK-NEXT: [[@LINE-6]]:24-[[@LINE-6]]:30 assert 'assert'
# CHECK-NEXT: [[@LINE-7]]:31-[[@LINE-7]]:36 async 'async'
# CHECK-NEXT: [[@LINE-8]]:37-[[@LINE-8]]:42 await 'await'
# CHECK-NEXT: [[@LINE-9]]:43-[[@LINE-9]]:48 break 'break'
# CHECK-NEXT: [[@LINE-10]]:49-[[@LINE-10]]:54 class 'class'
# CHECK-NEXT: [[@LINE-11]]:55-[[@LINE-11]]:63 continue 'continue'
# CHECK-NEXT: [[@LINE-12]]:64-[[@LINE-12]]:67 def 'def'
# CHECK-NEXT: [[@LINE-13]]:68-[[@LINE-13]]:71 del 'del'
# CHECK-NEXT: [[@LINE-14]]:71 NEWLINE
elif else except finally for from global if import in is lambda nonlocal
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:5 elif 'elif'
# CHECK-NEXT: [[@LINE-2]]:6-[[@LINE-2]]:10 else 'else'
# CHECK-NEXT: [[@LINE-3]]:11-[[@LINE-3]]:17 except 'except'
# CHECK-NEXT: [[@LINE-4]]:18-[[@LINE-4]]:25 finally 'finally'
# CHECK-NEXT: [[@LINE-5]]:26-[[@LINE-5]]:29 for 'for'
# CHECK-NEXT: [[@LINE-6]]:30-[[@LINE-6]]:34 from 'from'
# CHECK-NEXT: [[@LINE-7]]:35-[[@LINE-7]]:41 global 'global'
# CHECK-NEXT: [[@LINE-8]]:42-[[@LINE-8]]:44 if 'if'
# CHECK-NEXT: [[@LINE-9]]:45-[[@LINE-9]]:51 import 'import'
# CHECK-NEXT: [[@LINE-10]]:52-[[@LINE-10]]:54 in 'in'
# CHECK-NEXT: [[@LINE-11]]:55-[[@LINE-11]]:57 is 'is'
# CHECK-NEXT: [[@LINE-12]]:58-[[@LINE-12]]:64 lambda 'lambda'
# CHECK-NEXT: [[@LINE-13]]:65-[[@LINE-13]]:73 nonlocal 'nonlocal'
# CHECK-NEXT: [[@LINE-14]]:73 NEWLINE
not or pass raise return try while with yield
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:4 not 'not'
# CHECK-NEXT: [[@LINE-2]]:5-[[@LINE-2]]:7 or 'or'
# CHECK-NEXT: [[@LINE-3]]:8-[[@LINE-3]]:12 pass 'pass'
# CHECK-NEXT: [[@LINE-4]]:13-[[@LINE-4]]:18 raise 'raise'
# CHECK-NEXT: [[@LINE-5]]:19-[[@LINE-5]]:25 return 'return'
# CHECK-NEXT: [[@LINE-6]]:26-[[@LINE-6]]:29 try 'try'
# CHECK-NEXT: [[@LINE-7]]:30-[[@LINE-7]]:35 while 'while'
# CHECK-NEXT: [[@LINE-8]]:36-[[@LINE-8]]:40 with 'with'
# CHECK-NEXT: [[@LINE-9]]:41-[[@LINE-9]]:46 yield 'yield'
# CHECK-NEXT: [[@LINE-10]]:46 NEWLINE
match case type _ true none If iff
# CHECK-NEXT: [[@LINE-1]]:1-[[@LINE-1]]:6 identifier 'match'
# CHECK-NEXT: [[@LINE-2]]:7-[[@LINE-2]]:11 identifier 'case'
# CHECK-NEXT: [[@LINE-3]]:12-[[@LINE-3]]:16 identifier 'type'
# CHECK-NEXT: [[@LINE-4]]:17-[[@LINE-4]]:18 identifier '_'
# CHECK-NEXT: [[@LINE-5]]:19-[[@LINE-5]]:23 identifier 'true'
# CHECK-NEXT: [[@LINE-6]]:24-[[@LINE-6]]:28 identifier 'none'
# CHECK-NEXT: [[@LINE-7]]:29-[[@LINE-7]]:31 identifier 'If'
# CHECK-NEXT: [[@LINE-8]]:32-[[@LINE-8]]:35 identifier 'iff'
