# Every string prefix, in any case and order: r (raw), b (bytes), u, f
# (format, scanned but not evaluated), and the pairs rb/br and rf/fr.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

a = r'x', R'x', b'x', B'x', u'x', U'x', f'x', F'x'
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:9 string literal 'r\'x\'' value='x' raw
# CHECK: [[@LINE-2]]:11-[[@LINE-2]]:15 string literal 'R\'x\'' value='x' raw
# CHECK: [[@LINE-3]]:17-[[@LINE-3]]:21 string literal 'b\'x\'' value='x' bytes
# CHECK: [[@LINE-4]]:23-[[@LINE-4]]:27 string literal 'B\'x\'' value='x' bytes
# CHECK: [[@LINE-5]]:29-[[@LINE-5]]:33 string literal 'u\'x\'' value='x'{{$}}
# CHECK: [[@LINE-6]]:35-[[@LINE-6]]:39 string literal 'U\'x\'' value='x'{{$}}
# CHECK: [[@LINE-7]]:41-[[@LINE-7]]:45 string literal 'f\'x\'' value='x' format
# CHECK: [[@LINE-8]]:47-[[@LINE-8]]:51 string literal 'F\'x\'' value='x' format
b = rb'x', Rb'x', bR'x', BR'x', br"x", rB"x"
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:10 string literal 'rb\'x\'' value='x' raw bytes
# CHECK: [[@LINE-2]]:12-[[@LINE-2]]:17 string literal 'Rb\'x\'' value='x' raw bytes
# CHECK: [[@LINE-3]]:19-[[@LINE-3]]:24 string literal 'bR\'x\'' value='x' raw bytes
# CHECK: [[@LINE-4]]:26-[[@LINE-4]]:31 string literal 'BR\'x\'' value='x' raw bytes
# CHECK: [[@LINE-5]]:33-[[@LINE-5]]:38 string literal 'br"x"' value='x' raw bytes
# CHECK: [[@LINE-6]]:40-[[@LINE-6]]:45 string literal 'rB"x"' value='x' raw bytes
c = fr'{x}', Rf'x', fR'x', rF"""x"""
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:12 string literal 'fr\'{x}\'' value='{x}' raw format
# CHECK: [[@LINE-2]]:14-[[@LINE-2]]:19 string literal 'Rf\'x\'' value='x' raw format
# CHECK: [[@LINE-3]]:21-[[@LINE-3]]:26 string literal 'fR\'x\'' value='x' raw format
# CHECK: [[@LINE-4]]:28-[[@LINE-4]]:37 string literal 'rF"""x"""' value='x' raw format
# Not prefixes: `ub`, `bf` and longer words are names before a string.
d = ub'x'
# CHECK:      [[@LINE-1]]:5-[[@LINE-1]]:7 identifier 'ub'
# CHECK-NEXT: [[@LINE-2]]:7-[[@LINE-2]]:10 string literal '\'x\'' value='x'{{$}}
