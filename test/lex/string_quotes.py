# Strings in single, double and triple quotes of both kinds; the other quote
# may appear unescaped inside.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

a = 'it"s', "it's", '''a ' b '' c''', """a " b "" c""", '', ""
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:11 string literal '\'it"s\'' value='it"s'
# CHECK: [[@LINE-2]]:13-[[@LINE-2]]:19 string literal '"it\'s"' value='it\'s'
# CHECK: [[@LINE-3]]:21-[[@LINE-3]]:37 string literal '\'\'\'a \' b \'\' c\'\'\'' value='a \' b \'\' c'
# CHECK: [[@LINE-4]]:39-[[@LINE-4]]:55 string literal '"""a " b "" c"""' value='a " b "" c'
# CHECK: [[@LINE-5]]:57-[[@LINE-5]]:59 string literal '\'\'' value=''
# CHECK: [[@LINE-6]]:61-[[@LINE-6]]:63 string literal '""' value=''
